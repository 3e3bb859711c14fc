/// Where a frame wants an image: the cells it covers and which image goes there. A frame
/// (``ScreenBuffer/images``) only names the places; the runtime that holds the images' bytes
/// puts them there after the frame's text, and takes them away when a later frame no longer
/// names them.
public struct ImageSlot: Hashable, Sendable {
    /// Which showing of which image: the same image shown twice (a list row and the preview)
    /// is two identities.
    public struct Identity: Hashable, Sendable {
        /// Where the image came from (its URL), which finds its bytes.
        public var source: String
        /// Tells apart two showings of one image: a row's account id, say.
        public var instance: Int

        /// An identity from its parts.
        public init(source: String, instance: Int) {
            self.source = source
            self.instance = instance
        }
    }

    /// Which image, and which showing of it.
    public var identity: Identity
    /// The top left cell.
    public var position: CellPosition
    /// Columns it covers.
    public var columns: Int
    /// Rows it covers.
    public var rows: Int

    /// A slot from its parts.
    public init(identity: Identity, position: CellPosition, columns: Int, rows: Int) {
        self.identity = identity
        self.position = position
        self.columns = columns
        self.rows = rows
    }

    /// The rows it covers.
    public var rowRange: Range<Int> { position.row..<position.row + rows }
}
