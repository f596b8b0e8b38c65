import { addTag, canAddTag, canRemoveTag, removeTag } from '../../forms/habitForm';
import { LIMITS } from '@taper/domain';
import { Input } from '@taper/ui';
import { FORM_TEXTS } from './messages';

/** SPEC's tag editor: 2 to 4 tags, best first; only the last can be removed. */
export function CustomTagsEditor({
  tags,
  onChange,
}: {
  tags: string[];
  onChange: (tags: string[]) => void;
}) {
  return (
    <>
      <p className="mb-3 text-sm text-slate-600 dark:text-slate-300">{FORM_TEXTS.tagOrder}</p>
      <ol className="grid gap-2">
        {tags.map((tag, index) => (
          <li key={index} className="flex items-center gap-2">
            <span className="w-6 text-end text-sm text-slate-600 tabular-nums dark:text-slate-300">
              {index + 1}.
            </span>
            <Input
              aria-label={FORM_TEXTS.tag(index + 1)}
              value={tag}
              maxLength={LIMITS.tagMax}
              placeholder={FORM_TEXTS.tag(index + 1)}
              onChange={(e) => {
                onChange(tags.map((t, i) => (i === index ? e.target.value : t)));
              }}
            />
            {canRemoveTag(tags, index) ? (
              <button
                type="button"
                aria-label={FORM_TEXTS.removeTag(index + 1)}
                onClick={() => {
                  onChange(removeTag(tags, index));
                }}
                className="flex h-10 w-10 shrink-0 cursor-pointer items-center justify-center rounded-md text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800"
              >
                ✕
              </button>
            ) : (
              <span className="w-10 shrink-0" aria-hidden="true" />
            )}
          </li>
        ))}
      </ol>
      {canAddTag(tags) && (
        <button
          type="button"
          onClick={() => {
            onChange(addTag(tags));
          }}
          className="mt-3 cursor-pointer rounded-md px-2 py-1 text-sm font-medium text-brand hover:underline dark:text-teal-300"
        >
          {FORM_TEXTS.addTag}
        </button>
      )}
    </>
  );
}
