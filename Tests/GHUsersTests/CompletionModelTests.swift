import Testing

@testable import GHUsersCLI

/// `CompletionModel` on its own: built from the router's routes, so every subcommand and each
/// of its options is offered, and help's argument is a subcommand.
struct CompletionModelTests {
    @Test func everyRouteIsASubcommand_inOrder_withItsOwnOptions_thenHelp() {
        let router = CommandRouter.standard
        let model = CompletionModel(router: router)
        #expect(model.subcommands.map(\.name) == router.routes.map(\.name) + ["help"])
        for (subcommand, route) in zip(model.subcommands, router.routes) {
            #expect(subcommand.options.map(\.key) == route.allOptions.map(\.key), "\(route.name)")
            #expect(subcommand.abstract == route.help.abstract)
        }
        #expect(model.subcommands.last?.argumentChoices == router.routes.map(\.name))
        #expect(model.globalOptions.map(\.key) == GlobalOptions.specs.map(\.key))
    }

    @Test(arguments: [
        ("Users per request, 1 to 100. (default: 30)", "Users per request, 1 to 100"),
        ("Sort by followers. Then more.", "Sort by followers"),
        ("With --sort: asc or desc.", "With --sort: asc or desc"),
        ("Show this:", "Show this"),
    ])
    func summary_isTheFirstSentence_withoutDefaultOrStop(_ help: String, _ expected: String) {
        #expect(CompletionModel.summary(help) == expected)
    }
}
