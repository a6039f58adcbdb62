// Reading the profile screen the way a visitor does: a label, and the value shown next to it.
import type { Page } from '@playwright/test';

export const PROFILE_FIELDS = [
  'Full Name',
  'Codename',
  'Profession',
  'Agency',
  'Email',
  'Phone',
  'Nationality',
  'City',
  'Address',
  'Coordinates',
] as const;

export type ProfileField = (typeof PROFILE_FIELDS)[number];

/**
 * The visible value of every field, keyed by label. A label is the element whose own text is the field's
 * name (a colon allowed); its value is the next element (dt/dd, th/td, label/value pairs) or, failing that,
 * the rest of its parent's text.
 */
export async function readProfile(page: Page): Promise<Partial<Record<ProfileField, string>>> {
  return page.locator('body').evaluate((body, labels) => {
    const values: Record<string, string> = {};
    const elements = Array.from(body.querySelectorAll<HTMLElement>('*'));
    for (const label of labels) {
      const element = elements.find(
        (candidate) =>
          candidate.children.length === 0 && candidate.textContent?.trim().replace(/:$/, '') === label,
      );
      if (!element) continue;
      const sibling = element.nextElementSibling as HTMLElement | null;
      const value = sibling
        ? sibling.innerText
        : (element.parentElement?.innerText ?? '').replace(element.innerText, '');
      values[label] = value.trim();
    }
    return values;
  }, PROFILE_FIELDS);
}
