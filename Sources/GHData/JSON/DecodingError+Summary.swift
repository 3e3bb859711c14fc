import Foundation

extension DecodingError {
    /// What was wrong with a file gh-users keeps, in a few words: `not valid JSON`, `not <shape>`,
    /// or where it went wrong (`place` names a coding path: `favorite 3`, `user 2`) and how.
    func summary(of shape: String, place: ([any CodingKey]) -> String) -> String {
        switch self {
        case .keyNotFound(let key, let context):
            return "\(place(context.codingPath)) has no \"\(key.stringValue)\""
        case .typeMismatch(_, let context), .valueNotFound(_, let context):
            return context.codingPath.isEmpty ? "not \(shape)" : "\(place(context.codingPath)) has the wrong type"
        case .dataCorrupted(let context):
            return context.codingPath.isEmpty ? "not valid JSON" : "\(place(context.codingPath)) is not valid"
        @unknown default:
            return "not \(shape)"
        }
    }
}
