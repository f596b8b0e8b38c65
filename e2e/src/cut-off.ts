/** Text cut off or sticking out of its box, as a person would see it (used by several flows). */
import type { Page } from 'playwright-core';

/**
 * What is cut or sticks out: the page wider than the window; a control, heading or name whose
 * text is wider than its box (or taller, where its box clips), or that reaches past the window's
 * edge. Screen-reader-only text (1 px boxes) is not looked at.
 */
export function cutOff(page: Page): Promise<{ pageWidth: number; window: number; cut: string[] }> {
  return page.evaluate(() => {
    const cut: string[] = [];
    const describe = (element: Element) => {
      const text = (
        element.getAttribute('aria-label') ??
        (element instanceof HTMLInputElement ? element.value || element.placeholder : null) ??
        element.textContent
      )
        .trim()
        .replace(/\s+/g, ' ')
        .slice(0, 40);
      return `${element.tagName.toLowerCase()} '${text}'`;
    };
    const window_ = document.documentElement.clientWidth;
    const selector =
      'button, a, input:not([type="checkbox"]):not([type="radio"]):not([type="file"]), select, [role="button"], [role="radio"], [role="switch"], [role="tab"], h1, h2, h3, label, legend, [data-habit-name]';
    for (const element of document.querySelectorAll<HTMLElement>(selector)) {
      const rect = element.getBoundingClientRect();
      if (rect.width <= 1 || rect.height <= 1) continue; // hidden, or screen-reader only
      if (element.closest('[aria-hidden="true"], [hidden], [inert]')) continue;
      const style = getComputedStyle(element);
      if (style.visibility === 'hidden') continue;
      const name = describe(element);
      if (element.scrollWidth > element.clientWidth + 1 && !(element instanceof HTMLInputElement))
        cut.push(
          `${name}: text ${String(element.scrollWidth)} px wide in ${String(element.clientWidth)} px`,
        );
      const clipsY = style.overflowY !== 'visible' || style.webkitLineClamp !== 'none';
      if (clipsY && element.scrollHeight > element.clientHeight + 1 && element.tagName !== 'SELECT')
        cut.push(
          `${name}: text ${String(element.scrollHeight)} px tall in ${String(element.clientHeight)} px`,
        );
      if (rect.right > window_ + 1 || rect.left < -1)
        cut.push(
          `${name}: from ${String(Math.round(rect.left))} to ${String(Math.round(rect.right))} px of ${String(window_)}`,
        );
      // Text cut short inside it: an ellipsis or a line clamp with more behind it.
      for (const part of [element, ...element.querySelectorAll<HTMLElement>('span, p')]) {
        const partStyle = getComputedStyle(part);
        if (partStyle.textOverflow === 'ellipsis' && part.scrollWidth > part.clientWidth + 1)
          cut.push(`${name}: '${part.textContent.trim()}' ends in an ellipsis`);
        if (partStyle.webkitLineClamp !== 'none' && part.scrollHeight > part.clientHeight + 1)
          cut.push(`${name}: '${part.textContent.trim()}' is clamped`);
      }
      // A box that clips (overflow hidden) and cuts the control off.
      for (let box = element.parentElement; box && box !== document.body; box = box.parentElement) {
        const boxStyle = getComputedStyle(box);
        if (
          boxStyle.overflowX === 'visible' ||
          boxStyle.overflowX === 'auto' ||
          boxStyle.overflowX === 'scroll'
        )
          continue;
        const outer = box.getBoundingClientRect();
        if (rect.right > outer.right + 1 || rect.left < outer.left - 1)
          cut.push(
            `${name}: cut by ${box.tagName.toLowerCase()}.${box.className.split(' ')[0] ?? ''}`,
          );
        break;
      }
    }
    return { pageWidth: document.documentElement.scrollWidth, window: window_, cut };
  });
}
