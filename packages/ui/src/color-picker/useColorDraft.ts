import { useEffect, useRef, useState } from 'react';
import { hexToHsv, hsvToHex, isHexColor, type Hsv } from '../color';

/**
 * The custom picker's working state around the controlled `value`: the HSV that the area and
 * the hue bar edit, and the hex field's text, which may hold a colour still being typed.
 */
export function useColorDraft(value: string, onChange: (hex: string) => void) {
  const [hsv, setHsv] = useState<Hsv>(() => hexToHsv(value));
  const [hexText, setHexText] = useState(value);
  // The last colour this picker sent: a `value` equal to it is our own echo, not an outside change.
  const lastEmitted = useRef(value);

  // Follow outside changes (a loaded habit) without fighting the user's drag: converting the
  // echoed hex back to HSV would snap the hue of a dark or grey colour.
  useEffect(() => {
    if (value.toUpperCase() !== lastEmitted.current.toUpperCase()) {
      lastEmitted.current = value;
      setHsv(hexToHsv(value));
      setHexText(value);
    }
  }, [value]);

  /** Sends a whole #RRGGBB colour; the HSV follows it. */
  const sendHex = (hex: string) => {
    lastEmitted.current = hex;
    setHsv(hexToHsv(hex));
    onChange(hex);
  };

  return {
    hsv,
    hexText,
    /** A colour from the area or the hue bar. */
    pickHsv: (next: Hsv) => {
      setHsv(next);
      const hex = hsvToHex(next);
      lastEmitted.current = hex;
      setHexText(hex);
      onChange(hex);
    },
    /** A confirmed preset. */
    pickPreset: (hex: string) => {
      sendHex(hex);
      setHexText(hex);
    },
    /** The hex field's text: applied only once it is a whole #RRGGBB colour. */
    typeHex: (typed: string) => {
      const text = typed.trim();
      setHexText(text);
      if (isHexColor(text)) sendHex(text.toUpperCase());
    },
    /** Leaving the hex field: a colour left half-typed gives way to the current one. */
    leaveHex: () => {
      if (!isHexColor(hexText)) setHexText(value);
    },
  };
}
