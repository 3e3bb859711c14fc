import Foundation

/// GitHub's error body: `{"message": "Not Found", "documentation_url": "…"}`.
struct ErrorBodyDTO: Decodable, Sendable {
    let message: String?

    /// The message from `data`, or `nil` when the body is not GitHub's error shape.
    static func message(in data: Data) -> String? {
        guard let body = try? JSONDecoder().decode(ErrorBodyDTO.self, from: data),
            let message = body.message?.trimmingCharacters(in: .whitespacesAndNewlines),
            !message.isEmpty
        else { return nil }
        return message
    }
}
