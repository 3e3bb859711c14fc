import Foundation
import GHDomain

/// `f`: the ★ changes at once; the store is written in the background, and a failure undoes it.
enum Favorites {
    static func toggle(_ state: inout BrowseState) -> [BrowseEffect] {
        if let problem = state.favorites.problem {
            state.say(problem, isError: true)
            return []
        }
        guard let screen = state.top, let favorite = candidate(on: screen, people: state.people) else {
            state.say("Select a user to keep as a favorite", isError: true)
            return []
        }
        let isFavorite = !state.favorites.ids.contains(favorite.id)
        if isFavorite {
            state.favorites.ids.insert(favorite.id)
        } else {
            state.favorites.ids.remove(favorite.id)
        }
        return [.saveFavorite(favorite, isFavorite: isFavorite)]
    }

    /// The favorite `f` toggles on `screen`: the profile shown, else the selected user. Its
    /// `addedAt` is stamped by the runtime when it is saved, and its host by the host's list
    /// it is added to (see ``FavoriteList/scoped(to:)``). A user's name comes from the details
    /// the list has shown, when it has them.
    private static func candidate(on screen: Screen, people: PeopleDetails) -> FavoriteUser? {
        if case .profile(let profile) = screen.body {
            return profile.profile.map { FavoriteUser(profile: $0, host: "", addedAt: .distantPast) }
        }
        switch screen.focusedList?.selectedRow {
        case .user(let user):
            return FavoriteUser(
                host: "", id: user.id, login: user.login, name: people.person(user.id)?.name, avatarURL: user.avatarURL,
                htmlURL: user.htmlURL, addedAt: .distantPast)
        case .favorite(let favorite):
            return favorite
        case .organization, .repository, nil:
            return nil
        }
    }
}
