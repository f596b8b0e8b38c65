import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { svgFile } from './admin-test-utils';
import { formatBytes, SvgFilePicker, type SvgFilePickerProps } from './SvgFilePicker';

function renderPicker(props: Partial<SvgFilePickerProps> = {}) {
  const onFiles = vi.fn();
  render(
    <SvgFilePicker
      file={null}
      preview={null}
      problem={undefined}
      disabled={false}
      onFiles={onFiles}
      {...props}
    />,
  );
  return onFiles;
}

/** The drop zone: the label that holds the file input. */
function dropZone() {
  const zone = screen.getByText('Choose an SVG file or drop it here').closest('label');
  if (!zone) throw new Error('no drop zone');
  return zone;
}

describe('SvgFilePicker', () => {
  it('reports the chosen file, and an empty list when the choice is cancelled', async () => {
    const onFiles = renderPicker();
    const file = svgFile('zen.svg');
    await userEvent.upload(screen.getByLabelText('SVG file'), file);
    expect(onFiles).toHaveBeenLastCalledWith([file]);
    fireEvent.change(screen.getByLabelText('SVG file'), { target: { files: [] } });
    expect(onFiles).toHaveBeenLastCalledWith([]);
  });

  it('takes dropped files and marks the zone while dragging', () => {
    const onFiles = renderPicker();
    const file = svgFile('zen.svg');
    fireEvent.dragOver(dropZone());
    expect(dropZone()).toHaveClass('border-brand');
    fireEvent.drop(dropZone(), { dataTransfer: { files: [file] } });
    expect(dropZone()).not.toHaveClass('border-brand');
    expect(onFiles).toHaveBeenCalledWith([file]);
  });

  it('ignores drops while disabled', () => {
    const onFiles = renderPicker({ disabled: true });
    fireEvent.dragOver(dropZone());
    expect(dropZone()).not.toHaveClass('border-brand');
    fireEvent.drop(dropZone(), { dataTransfer: { files: [svgFile()] } });
    expect(onFiles).not.toHaveBeenCalled();
  });

  it('names the picked file with its size, and shows a problem as an alert', () => {
    renderPicker({ file: svgFile('zen.svg', 2048), problem: 'The file is larger than 1 MB' });
    expect(screen.getByText('zen.svg')).toBeInTheDocument();
    expect(screen.getByText('2.0 KB · click to choose another')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('The file is larger than 1 MB');
  });
});

describe('formatBytes', () => {
  it('uses B, KB and MB', () => {
    expect(formatBytes(512)).toBe('512 B');
    expect(formatBytes(1536)).toBe('1.5 KB');
    expect(formatBytes(1024 * 1024)).toBe('1.00 MB');
  });
});
