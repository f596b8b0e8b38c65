import { PRESET_COLORS } from '@taper/domain';
import { useEffect, useId, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { ConfirmDialog } from './Dialog';
import { cn } from './cn';
import { hexToHsv, hsvToHex, isHexColor, type Hsv } from './color';
import { inputClass } from './Field';

export interface ColorPickerProps {
  value: string;
  onChange: (hex: string) => void;
}

const clamp = (n: number, min = 0, max = 1) => Math.min(max, Math.max(min, n));

/**
 * Six presets (each confirmed in the 'Confirm Color Choice' dialog) and a custom picker:
 * a saturation/brightness area, a hue bar (pointer and keyboard), a hex input applied only for
 * #RRGGBB, and a preview.
 */
export function ColorPicker({ value, onChange }: ColorPickerProps) {
  const [pending, setPending] = useState<{ name: string; hex: string } | null>(null);
  const [hsv, setHsv] = useState<Hsv>(() => hexToHsv(value));
  const [hexText, setHexText] = useState(value);
  const lastEmitted = useRef(value);
  const hexId = useId();

  // Follow outside changes (a preset, a loaded habit) without fighting the user's drag.
  useEffect(() => {
    if (value.toUpperCase() !== lastEmitted.current.toUpperCase()) {
      lastEmitted.current = value;
      setHsv(hexToHsv(value));
      setHexText(value);
    }
  }, [value]);

  const emit = (next: Hsv) => {
    setHsv(next);
    const hex = hsvToHex(next);
    lastEmitted.current = hex;
    setHexText(hex);
    onChange(hex);
  };

  const fromArea = (event: PointerEvent<HTMLDivElement>) => {
    const rect = event.currentTarget.getBoundingClientRect();
    if (rect.width === 0) return;
    emit({
      h: hsv.h,
      s: clamp((event.clientX - rect.left) / rect.width),
      v: clamp(1 - (event.clientY - rect.top) / rect.height),
    });
  };
  const fromHue = (event: PointerEvent<HTMLDivElement>) => {
    const rect = event.currentTarget.getBoundingClientRect();
    if (rect.width === 0) return;
    emit({ ...hsv, h: clamp((event.clientX - rect.left) / rect.width) * 359.999 });
  };

  const areaKeys = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = event.shiftKey ? 0.1 : 0.02;
    const moves: Record<string, [number, number]> = {
      ArrowLeft: [-step, 0],
      ArrowRight: [step, 0],
      ArrowUp: [0, step],
      ArrowDown: [0, -step],
    };
    const m = moves[event.key];
    if (!m) return;
    event.preventDefault();
    emit({ h: hsv.h, s: clamp(hsv.s + m[0]), v: clamp(hsv.v + m[1]) });
  };
  const hueKeys = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = event.shiftKey ? 30 : 5;
    const delta = { ArrowLeft: -step, ArrowDown: -step, ArrowRight: step, ArrowUp: step }[
      event.key
    ];
    const target =
      event.key === 'Home'
        ? 0
        : event.key === 'End'
          ? 359
          : delta === undefined
            ? undefined
            : clamp(hsv.h + delta, 0, 359.999);
    if (target === undefined) return;
    event.preventDefault();
    emit({ ...hsv, h: target });
  };

  const hueColor = hsvToHex({ h: hsv.h, s: 1, v: 1 });
  const focusRing =
    'focus-visible:ring-2 focus-visible:ring-brand focus-visible:ring-offset-2 focus-visible:outline-none dark:focus-visible:ring-teal-300';

  return (
    <div className="grid gap-4">
      <fieldset>
        <legend className="mb-2 text-sm font-medium text-slate-800 dark:text-slate-200">
          Presets
        </legend>
        <div className="flex flex-wrap gap-2">
          {PRESET_COLORS.map((preset) => {
            const selected = preset.hex.toUpperCase() === value.toUpperCase();
            return (
              <button
                key={preset.hex}
                type="button"
                aria-label={preset.name}
                aria-pressed={selected}
                title={preset.name}
                onClick={() => {
                  setPending({ name: preset.name, hex: preset.hex });
                }}
                className={cn(
                  'h-9 w-9 cursor-pointer rounded-full border-2 transition-transform hover:scale-110',
                  selected ? 'border-slate-900 dark:border-white' : 'border-transparent',
                  focusRing,
                )}
                style={{ backgroundColor: preset.hex }}
              />
            );
          })}
        </div>
      </fieldset>

      <fieldset className="grid gap-3">
        <legend className="mb-2 text-sm font-medium text-slate-800 dark:text-slate-200">
          Custom colour
        </legend>
        <div
          role="slider"
          tabIndex={0}
          aria-label="Saturation and brightness"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={Math.round(hsv.s * 100)}
          aria-valuetext={`Saturation ${Math.round(hsv.s * 100)}%, brightness ${Math.round(hsv.v * 100)}%`}
          onKeyDown={areaKeys}
          onPointerDown={(e) => {
            e.currentTarget.setPointerCapture(e.pointerId);
            fromArea(e);
          }}
          onPointerMove={(e) => {
            if (e.currentTarget.hasPointerCapture(e.pointerId)) fromArea(e);
          }}
          className={cn('relative h-32 w-full cursor-crosshair touch-none rounded-md', focusRing)}
          style={{
            backgroundColor: hueColor,
            backgroundImage:
              'linear-gradient(to top, #000, transparent), linear-gradient(to right, #fff, transparent)',
          }}
        >
          <span
            aria-hidden="true"
            className="pointer-events-none absolute h-4 w-4 -translate-x-1/2 -translate-y-1/2 rounded-full border-2 border-white shadow ring-1 ring-black/40"
            style={{ left: `${hsv.s * 100}%`, top: `${(1 - hsv.v) * 100}%` }}
          />
        </div>
        <div
          role="slider"
          tabIndex={0}
          aria-label="Hue"
          aria-valuemin={0}
          aria-valuemax={359}
          aria-valuenow={Math.round(hsv.h)}
          onKeyDown={hueKeys}
          onPointerDown={(e) => {
            e.currentTarget.setPointerCapture(e.pointerId);
            fromHue(e);
          }}
          onPointerMove={(e) => {
            if (e.currentTarget.hasPointerCapture(e.pointerId)) fromHue(e);
          }}
          className={cn('relative h-4 w-full cursor-pointer touch-none rounded-full', focusRing)}
          style={{
            backgroundImage: 'linear-gradient(to right, #f00, #ff0, #0f0, #0ff, #00f, #f0f, #f00)',
          }}
        >
          <span
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 h-5 w-5 -translate-x-1/2 -translate-y-1/2 rounded-full border-2 border-white shadow ring-1 ring-black/40"
            style={{ left: `${(hsv.h / 360) * 100}%`, backgroundColor: hueColor }}
          />
        </div>
        <div className="flex items-center gap-3">
          <span
            data-testid="color-preview"
            aria-hidden="true"
            className="h-10 w-10 shrink-0 rounded-md border border-slate-300 dark:border-slate-600"
            style={{ backgroundColor: value }}
          />
          <label className="sr-only" htmlFor={hexId}>
            Hex colour
          </label>
          <input
            id={hexId}
            className={cn(inputClass, 'font-mono uppercase')}
            value={hexText}
            maxLength={7}
            spellCheck={false}
            onChange={(e) => {
              const text = e.target.value.trim();
              setHexText(text);
              if (isHexColor(text)) {
                const hex = text.toUpperCase();
                lastEmitted.current = hex;
                setHsv(hexToHsv(hex));
                onChange(hex);
              }
            }}
            onBlur={() => {
              if (!isHexColor(hexText)) setHexText(value);
            }}
          />
        </div>
      </fieldset>

      <ConfirmDialog
        open={pending !== null}
        title="Confirm Color Choice"
        description={pending ? `Use ${pending.name} (${pending.hex}) for this habit?` : ''}
        confirmLabel="Use This Color"
        onCancel={() => {
          setPending(null);
        }}
        onConfirm={() => {
          if (pending) {
            lastEmitted.current = pending.hex;
            setHsv(hexToHsv(pending.hex));
            setHexText(pending.hex);
            onChange(pending.hex);
          }
          setPending(null);
        }}
      >
        {pending && (
          <span
            aria-hidden="true"
            className="block h-12 w-full rounded-md"
            style={{ backgroundColor: pending.hex }}
          />
        )}
      </ConfirmDialog>
    </div>
  );
}
