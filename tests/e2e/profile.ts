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
 * What a version 2 agent's profile adds after Coordinates, in this order (Postcode and Region are left
 * out where they are empty). A version 1 agent's profile shows none of them.
 */
export const PROFILE_V2_FIELDS = [
  'Sex',
  'Birth Date',
  'Age',
  'Username',
  'Street',
  'Postcode',
  'Region',
  'Phone Kind',
  'Time Zone',
] as const;

export type ProfileV2Field = (typeof PROFILE_V2_FIELDS)[number];

/**
 * The visible value of every field, keyed by label. A label is the element whose own text is the field's
 * name (a colon allowed); its value is the next element (dt/dd, th/td, label/value pairs) or, failing that,
 * the rest of its parent's text.
 */
export async function readProfile(page: Page): Promise<Partial<Record<ProfileField, string>>> {
  return readLabelled(page, PROFILE_FIELDS);
}

/** The version 2 fields the profile shows, keyed by label; empty for a version 1 agent. */
export async function readProfileV2(page: Page): Promise<Partial<Record<ProfileV2Field, string>>> {
  return readLabelled(page, PROFILE_V2_FIELDS);
}

/** The labels of both lists that the profile shows, in the order they appear on the page. */
export async function shownLabels(page: Page): Promise<string[]> {
  return page.locator('body').evaluate(
    (body, wanted) => {
      const found = Array.from(body.querySelectorAll<HTMLElement>('*')).filter(
        (element) =>
          element.children.length === 0 &&
          wanted.includes(element.textContent?.trim().replace(/:$/, '') ?? ''),
      );
      // querySelectorAll lists elements in document order.
      return found.map((element) => element.textContent?.trim().replace(/:$/, '') ?? '');
    },
    [...PROFILE_FIELDS, ...PROFILE_V2_FIELDS] as string[],
  );
}

async function readLabelled<Label extends string>(
  page: Page,
  labels: readonly Label[],
): Promise<Partial<Record<Label, string>>> {
  return page.locator('body').evaluate(
    (body, wanted) => {
      const values: Record<string, string> = {};
      const elements = Array.from(body.querySelectorAll<HTMLElement>('*'));
      for (const label of wanted) {
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
    },
    labels as readonly string[],
  ) as Promise<Partial<Record<Label, string>>>;
}
