import Foundation

/// The links of an HTTP `Link` header (RFC 8288), as GitHub sends them for pagination:
/// `<https://api.github.com/users?since=46>; rel="next", <https://api.github.com/users{?since}>; rel="first"`.
///
/// Parsing never fails: what cannot be read is skipped.
struct LinkHeader: Equatable, Sendable {
    /// One `<target>; rel="…"` entry.
    struct Link: Equatable, Sendable {
        /// The target exactly as written between `<` and `>` (it may be a URI template).
        var target: String
        /// The relation types, lowercased; `rel="next last"` gives two.
        var relations: [String]
    }

    /// The entries in header order.
    var links: [Link]

    /// Parses a header value.
    init(_ value: String) {
        links = Self.parse(Substring(value))
    }

    /// The URL of the first link whose relation is `relation`, if it is an absolute http(s) URL,
    /// its scheme lower-cased (`HTTP://` is `http://`, as RFC 3986 reads it). A URI template
    /// (`{?since}`) or a target with characters a URI may not hold is no URL.
    func url(for relation: String) -> URL? {
        let wanted = relation.lowercased()
        for link in links where link.relations.contains(wanted) {
            if case .success(let url) = Self.resolve(link.target) { return url }
        }
        return nil
    }

    /// The first link whose relation is `relation`, as written, or `nil` when there is none.
    func target(for relation: String) -> String? {
        let wanted = relation.lowercased()
        return links.first { $0.relations.contains(wanted) }?.target
    }

    /// `target` as an absolute http(s) URL, its scheme lower-cased, or why it is not one.
    static func resolve(_ target: String) -> Result<URL, Unusable> {
        if target.unicodeScalars.contains(where: { $0.value < 0x20 || $0.value == 0x7F }) {
            return .failure(Unusable(reason: "it holds control characters"))
        }
        guard target.unicodeScalars.allSatisfy(isURICharacter), let url = URL(string: target), let scheme = url.scheme?.lowercased()
        else { return .failure(Unusable(reason: "it is not a valid URL")) }
        guard scheme == "http" || scheme == "https" else { return .failure(Unusable(reason: "it is not an http or https URL")) }
        guard url.host != nil else { return .failure(Unusable(reason: "it is not a valid URL")) }
        guard url.scheme != scheme else { return .success(url) }
        var components = URLComponents(url: url, resolvingAgainstBaseURL: false)
        components?.scheme = scheme
        guard let lowered = components?.url else { return .failure(Unusable(reason: "it is not a valid URL")) }
        return .success(lowered)
    }

    /// Why a link cannot be followed, in a few words.
    struct Unusable: Error, Equatable {
        var reason: String
    }

    /// Printable ASCII except the characters RFC 3986 never allows unencoded.
    private static func isURICharacter(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value > 0x20 && scalar.value < 0x7F && !"{}<>\"\\^`|".unicodeScalars.contains(scalar)
    }

    private static func parse(_ text: Substring) -> [Link] {
        var links: [Link] = []
        var rest = text
        while let open = rest.firstIndex(of: "<") {
            guard let close = rest[open...].firstIndex(of: ">") else { break }
            let target = String(rest[rest.index(after: open)..<close])
            rest = rest[rest.index(after: close)...]
            // Parameters run to the next comma that is not inside a quoted string.
            let end = endOfParameters(rest)
            let relations = relationTypes(in: rest[..<end])
            links.append(Link(target: target, relations: relations))
            rest = rest[end...]
        }
        return links
    }

    private static func endOfParameters(_ text: Substring) -> Substring.Index {
        var quoted = false
        var index = text.startIndex
        while index < text.endIndex {
            let character = text[index]
            if character == "\"" {
                quoted.toggle()
            } else if character == "," && !quoted {
                return index
            } else if character == "<" && !quoted {
                return index
            }
            index = text.index(after: index)
        }
        return text.endIndex
    }

    private static func relationTypes(in parameters: Substring) -> [String] {
        for parameter in parameters.split(separator: ";") {
            let pair = parameter.split(separator: "=", maxSplits: 1)
            guard pair.count == 2, pair[0].withoutSurroundingBlanks.lowercased() == "rel" else { continue }
            var value = pair[1].withoutSurroundingBlanks
            if value.hasPrefix("\"") { value.removeFirst() }
            if value.hasSuffix("\"") { value.removeLast() }
            return value.lowercased().split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
        }
        return []
    }
}
