import GHData
import GHDomain
import GHTerminal
import GHWire

/// A `show` card's avatar on a terminal that shows images: drawn at the card's top left, 8 cells
/// by 4 as `browse`'s card has it, with the name, login and status beside it.
///
/// The image reaches the terminal only when the terminal said it shows images and the image's
/// own bytes pass ``GHTerminal/ImageProtocol/canShow(_:)``; anything else leaves the card as it
/// is without one.
struct AvatarCard: Sendable {
    /// The cells the avatar takes.
    static let columns = 8
    static let rows = 4

    let images: ImageProtocol
    let avatars: AvatarFetcher

    /// The bytes that draw `profile`'s avatar before its card, or why there are none, in words
    /// for a `-v` note; `errors` words what the network says.
    func drawing(_ profile: Sent<UserProfile>, errors: ErrorPresenter) async -> Result<String, Missing> {
        let image: [UInt8]
        do {
            image = try await avatars.image(at: profile.summary.avatarURL, size: 2 * BrowseCommand.avatarPixels)
        } catch AvatarFetcher.Failure.notAWebAddress {
            return .failure(Missing(reason: "its address is not an http or https one"))
        } catch AvatarFetcher.Failure.status(let status) {
            return .failure(Missing(reason: "the server answered with status \(status)"))
        } catch AvatarFetcher.Failure.tooLarge {
            return .failure(Missing(reason: "it is larger than \(AvatarFetcher.maximumBytes >> 10) KB"))
        } catch {
            return .failure(Missing(reason: errors.present(error).message ?? "it was not fetched"))
        }
        guard images.canShow(image) else {
            return .failure(Missing(reason: "its bytes are not a PNG, JPEG or GIF of at most 4096 pixels a side"))
        }
        return .success(String(decoding: images.showInline(image, columns: Self.columns, rows: Self.rows), as: UTF8.self))
    }

    /// Why a card has no avatar.
    struct Missing: Error {
        let reason: String
    }
}
