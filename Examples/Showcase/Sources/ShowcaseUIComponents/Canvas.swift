/// A frame being drawn: a grid of cells that knows that a wide character takes two
/// columns. Screens draw into it; it renders as plain text (scripted mode and
/// snapshots) or as escape codes (a terminal).
public struct Canvas: Sendable, Equatable {
    /// One column of the grid.
    struct Cell: Sendable, Equatable {
        var character: Character = " "
        var style = CellStyle.plain
        /// The right half of a wide character: drawn by its left half.
        var isContinuation = false
    }

    /// Columns.
    public let width: Int
    /// Rows.
    public let height: Int
    private var cells: [Cell]

    /// A blank canvas.
    public init(width: Int, height: Int) {
        self.width = max(0, width)
        self.height = max(0, height)
        cells = Array(repeating: Cell(), count: self.width * self.height)
    }

    /// Writes `text` at `row`, `column`, cut at `maxWidth` columns (and the right edge);
    /// returns the columns used. A wide character that would straddle the edge is not drawn.
    @discardableResult
    public mutating func write(_ text: String, row: Int, column: Int, style: CellStyle = .plain, maxWidth: Int? = nil) -> Int {
        guard row >= 0, row < height, column >= 0, column < width else { return 0 }
        let limit = min(width - column, maxWidth ?? Int.max)
        var used = 0
        for character in text where character != "\n" {
            let columns = DisplayWidth.of(character)
            guard columns > 0 else { continue }
            guard used + columns <= limit else { break }
            let index = row * width + column + used
            clearWide(at: index)
            cells[index] = Cell(character: character, style: style)
            if columns == 2 {
                clearWide(at: index + 1)
                cells[index + 1] = Cell(character: " ", style: style, isContinuation: true)
            }
            used += columns
        }
        return used
    }

    /// Fills `row` from `column` for `length` columns with `style` (a selection bar).
    public mutating func fill(row: Int, column: Int = 0, length: Int? = nil, style: CellStyle) {
        guard row >= 0, row < height else { return }
        let end = min(width, column + (length ?? width))
        for index in max(0, column)..<max(max(0, column), end) {
            cells[row * width + index].style = style
        }
    }

    /// Copies `other` onto this canvas with its top-left corner at `row`, `column`, styles kept,
    /// clipped at the edges: how a catalog shows a component drawn on a canvas of its own size.
    public mutating func draw(_ other: Canvas, row: Int, column: Int) {
        for sourceRow in 0..<other.height where row + sourceRow >= 0 && row + sourceRow < height {
            for sourceColumn in 0..<other.width {
                let target = column + sourceColumn
                guard target >= 0, target < width else { continue }
                let cell = other.cells[sourceRow * other.width + sourceColumn]
                // A wide character whose right half would fall off the edge is left out.
                if !cell.isContinuation, sourceColumn + 1 < other.width, other.cells[sourceRow * other.width + sourceColumn + 1].isContinuation,
                   target + 1 >= width {
                    continue
                }
                cells[(row + sourceRow) * width + target] = cell
            }
        }
    }

    /// A horizontal rule across `row`.
    public mutating func rule(row: Int) {
        write(String(repeating: "─", count: width), row: row, column: 0, style: .dim)
    }

    /// The frame as plain text, trailing spaces removed: what scripted mode prints and snapshots compare.
    public var plainText: String {
        (0..<height).map { row in
            var line = ""
            for column in 0..<width {
                let cell = cells[row * width + column]
                if !cell.isContinuation { line.append(cell.character) }
            }
            while line.last == " " { line.removeLast() }
            return line
        }.joined(separator: "\n")
    }

    /// The frame as escape codes that redraw the whole screen from the top-left corner.
    public var ansiText: String {
        var output = ANSI.home
        var current = CellStyle.plain
        for row in 0..<height {
            if row > 0 { output += "\r\n" }
            for column in 0..<width {
                let cell = cells[row * width + column]
                if cell.isContinuation { continue }
                if cell.style != current {
                    output += ANSI.style(cell.style)
                    current = cell.style
                }
                output.append(cell.character)
            }
        }
        return output + ANSI.style(.plain)
    }

    /// Overwriting half of a wide character blanks its other half, so no half-glyph remains.
    private mutating func clearWide(at index: Int) {
        guard index < cells.count else { return }
        if cells[index].isContinuation, index > 0 {
            cells[index - 1] = Cell(character: " ", style: cells[index - 1].style)
        }
        if index + 1 < cells.count, cells[index + 1].isContinuation, !cells[index].isContinuation {
            cells[index + 1] = Cell(character: " ", style: cells[index + 1].style)
        }
        cells[index].isContinuation = false
    }
}
