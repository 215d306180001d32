// Copy to clipboard: navigator.clipboard where allowed, else a hidden
// textarea and document.execCommand("copy").

function fallbackCopy(text) {
  const area = document.createElement("textarea");
  area.value = text;
  area.setAttribute("readonly", "");
  area.style.position = "fixed";
  area.style.top = "-1000px";
  area.style.opacity = "0";
  document.body.append(area);
  area.select();
  area.setSelectionRange(0, text.length);
  let ok = false;
  try {
    ok = document.execCommand("copy");
  } catch (_err) {
    ok = false;
  }
  area.remove();
  return ok;
}

export async function copyText(text) {
  if (navigator.clipboard && window.isSecureContext) {
    try {
      await navigator.clipboard.writeText(text);
      return true;
    } catch (_err) {
      // Permission denied (e.g. iframe policy): try the old way.
    }
  }
  return fallbackCopy(text);
}

/** A "Copy" button for `getText()`; says "Copied" for a moment. */
export function copyButton(getText, label = "Copy") {
  const button = document.createElement("button");
  button.type = "button";
  button.className = "copy-button";
  button.textContent = label;
  button.title = "Copy the code to the clipboard";
  let timer = null;
  button.addEventListener("click", async (event) => {
    event.stopPropagation();
    const ok = await copyText(getText());
    button.textContent = ok ? "Copied" : "Press Ctrl+C";
    button.classList.toggle("copied", ok);
    if (!ok) {
      const code = button.closest(".code-block")?.querySelector("code");
      if (code) {
        const range = document.createRange();
        range.selectNodeContents(code);
        const sel = window.getSelection();
        sel.removeAllRanges();
        sel.addRange(range);
      }
    }
    clearTimeout(timer);
    timer = setTimeout(() => {
      button.textContent = label;
      button.classList.remove("copied");
    }, 2000);
  });
  return button;
}
