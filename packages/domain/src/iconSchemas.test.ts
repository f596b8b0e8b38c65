import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { iconFileSchema, iconUploadRequestSchema } from './iconSchemas';

const messages = (schema: z.ZodType, value: unknown): string[] => {
  const result = schema.safeParse(value);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};

describe('icons', () => {
  it('accepts an SVG up to 1 MiB only', () => {
    const file = { name: 'cup.svg', type: 'image/svg+xml', size: 1_048_576 };
    expect(iconFileSchema.safeParse(file).success).toBe(true);
    expect(messages(iconFileSchema, { ...file, size: 1_048_577 })).toEqual([
      'The file is larger than 1 MB',
    ]);
    expect(iconFileSchema.safeParse({ ...file, name: 'cup.png' }).success).toBe(false);
    expect(iconFileSchema.safeParse({ ...file, type: 'image/png' }).success).toBe(false);
  });

  it('upload requests name the file {name}.svg in a known category', () => {
    expect(
      iconUploadRequestSchema.safeParse({ category: 'beverage', fileName: 'custom_icon.svg' })
        .success,
    ).toBe(true);
    expect(
      iconUploadRequestSchema.safeParse({ category: 'drinks', fileName: 'a.svg' }).success,
    ).toBe(false);
    expect(
      iconUploadRequestSchema.safeParse({ category: 'food', fileName: '../a.svg' }).success,
    ).toBe(false);
  });
});
