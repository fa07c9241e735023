/** Turns source offsets into 1-based line:column positions (columns count UTF-16 units). */
export class LineIndex {
  private readonly starts: number[] = [0];

  constructor(text: string) {
    for (let i = 0; i < text.length; i++) {
      if (text.charCodeAt(i) === 10) this.starts.push(i + 1);
    }
  }

  position(offset: number): { line: number; column: number } {
    let low = 0;
    let high = this.starts.length - 1;
    while (low < high) {
      const mid = (low + high + 1) >> 1;
      if (this.starts[mid]! <= offset) low = mid;
      else high = mid - 1;
    }
    return { line: low + 1, column: offset - this.starts[low]! + 1 };
  }

  /** The offset of a 1-based line:column, or undefined past the last line. */
  offset(line: number, column: number): number | undefined {
    const start = this.starts[line - 1];
    return start === undefined ? undefined : start + column - 1;
  }

  /** A range in the shape diagnostics use. */
  range(start: number, end: number) {
    const from = this.position(start);
    const to = this.position(Math.max(start, end));
    return { line: from.line, column: from.column, endLine: to.line, endColumn: to.column };
  }
}
