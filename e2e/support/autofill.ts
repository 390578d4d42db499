import type { Locator } from '@playwright/test';

/**
 * Fills the fields of `scope` as a browser's autofill does: every value in one task, each set on the element and
 * announced with the `input` and `change` events, none focused or typed key by key. Fields are named by their
 * label's text; a field that is not there yet fails the fill (autofill fills what the form shows).
 */
export async function autofill(scope: Locator, values: Record<string, string>): Promise<void> {
  await scope.evaluate((root, entries) => {
    const fields = new Map<string, HTMLElement>();
    for (const label of root.querySelectorAll('label')) {
      if (label.control) fields.set(label.textContent?.trim() ?? '', label.control);
    }
    for (const [name, value] of entries) {
      const field = fields.get(name);
      if (!(field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement || field instanceof HTMLSelectElement)) {
        throw new Error(`no field labelled "${name}" to fill`);
      }
      // The prototype's setter, as the browser's own fill: what the page listens to sees a value it did not set.
      Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set?.call(field, value);
      field.dispatchEvent(new Event('input', { bubbles: true }));
      field.dispatchEvent(new Event('change', { bubbles: true }));
    }
  }, Object.entries(values));
}
