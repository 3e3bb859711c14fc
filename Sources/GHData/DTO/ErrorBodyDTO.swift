import Foundation

/// GitHub's error body: `{"message": "Validation Failed", "errors": [...], "documentation_url": "…"}`.
struct ErrorBodyDTO: Decodable, Sendable {
    /// One entry of `errors`: GitHub sends objects (`{"field": "q", "code": "invalid",
    /// "message": "…"}`) and, on some endpoints, plain strings.
    struct Detail: Decodable, Sendable {
        let message: String?
        let field: String?
        let code: String?

        enum CodingKeys: String, CodingKey {
            case message, field, code
        }

        init(from decoder: any Decoder) throws {
            if let text = try? decoder.singleValueContainer().decode(String.self) {
                (message, field, code) = (text, nil, nil)
                return
            }
            let container = try decoder.container(keyedBy: CodingKeys.self)
            message = try? container.decodeIfPresent(String.self, forKey: .message)
            field = try? container.decodeIfPresent(String.self, forKey: .field)
            code = try? container.decodeIfPresent(String.self, forKey: .code)
        }

        /// The detail's own message, else `field code` (`q missing`).
        var text: String? {
            if let message = Self.trimmed(message) { return message }
            let parts = [field, code].compactMap(Self.trimmed)
            return parts.isEmpty ? nil : parts.joined(separator: " ")
        }

        static func trimmed(_ text: String?) -> String? {
            guard let text = text?.trimmingCharacters(in: .whitespacesAndNewlines), !text.isEmpty else { return nil }
            return text
        }
    }

    let message: String?
    let errors: [Detail]?

    enum CodingKeys: String, CodingKey {
        case message, errors
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        message = try? container.decodeIfPresent(String.self, forKey: .message)
        errors = try? container.decodeIfPresent([Detail].self, forKey: .errors)
    }

    /// The message from `data`, or `nil` when the body is not GitHub's error shape.
    static func message(in data: Data) -> String? {
        guard let body = try? JSONDecoder().decode(ErrorBodyDTO.self, from: data) else { return nil }
        return Detail.trimmed(body.message)
    }

    /// The message with the details GitHub gave (`Validation Failed: q missing`); `nil` when
    /// the body says nothing.
    static func detailedMessage(in data: Data) -> String? {
        guard let body = try? JSONDecoder().decode(ErrorBodyDTO.self, from: data) else { return nil }
        let details = (body.errors ?? []).compactMap(\.text)
        let message = Detail.trimmed(body.message)
        if details.isEmpty { return message }
        return (message.map { $0 + ": " } ?? "") + details.joined(separator: "; ")
    }
}
