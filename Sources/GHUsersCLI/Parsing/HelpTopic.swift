/// A help page that is not a command's: `gh-users help environment`.
package struct HelpTopic: Sendable {
    /// The word after `help`.
    let name: String
    /// One line: what the page is about.
    let abstract: String
    /// What comes before the entries.
    package let introduction: String
    /// The entries: a heading (variable names) and what it means.
    package let entries: [(heading: String, text: String)]

    /// The page, as `gh-users help <name>` prints it, wrapped at 80 columns.
    func render() -> String {
        var text = "OVERVIEW: \(abstract)\n\n" + CommandHelp.wrap(introduction, indent: "") + "\n"
        for entry in entries {
            text += "\n  \(entry.heading)\n      " + CommandHelp.wrap(entry.text, indent: "      ") + "\n"
        }
        return text
    }

    /// The topics, in help order.
    static let all = [environment]

    /// Every environment variable gh-users reads, what it does, and which wins.
    package static let environment = HelpTopic(
        name: "environment",
        abstract: "Environment variables gh-users reads.",
        introduction: """
            Where a variable and an option say different things, the option wins; where a
            variable and the settings file (gh-users config) do, see each entry. An empty
            variable counts as unset unless its entry says otherwise.
            """,
        entries: [
            (
                "GH_TOKEN, GITHUB_TOKEN",
                """
                A token for github.com, github.localhost and NAME.ghe.com hosts, in that order of
                precedence. It is sent only to the API's own host, never to another one a link or a
                redirect leads to, and never over plain http: an http API root on github.com or
                NAME.ghe.com is refused. A token holding a control character, a space or anything
                else outside visible ASCII is refused. Without one, gh-users uses gh's login (see
                GH_CONFIG_DIR and GH_PATH).
                """
            ),
            (
                "GH_ENTERPRISE_TOKEN, GITHUB_ENTERPRISE_TOKEN",
                "A token for any other host (GitHub Enterprise Server), in that order of precedence; never sent to github.com."
            ),
            (
                "GH_HOST",
                """
                The GitHub host to use when --api-url and GH_USERS_API_URL are not given, as gh maps
                it: github.com is https://api.github.com, NAME.ghe.com is https://api.NAME.ghe.com,
                github.localhost is http://api.github.localhost, and any other host is GitHub
                Enterprise Server at https://HOST/api/v3. gh's login for that host is used.
                """
            ),
            ("GH_USERS_API_URL", "The API root, such as https://HOST/api/v3; it wins over GH_HOST, and --api-url wins over it."),
            (
                "GH_CONFIG_DIR",
                """
                Where gh keeps its settings (default $XDG_CONFIG_HOME/gh, else ~/.config/gh). When no
                token variable applies, the host's oauth_token in its hosts.yml is used; the file must
                be yours and writable by you alone, and is read up to 64 KB. A token there that is not
                one (see GH_TOKEN) is not used, and a file that cannot be read means no gh login at
                all; status and -v say why.
                """
            ),
            (
                "GH_PATH",
                """
                The gh program to ask for its login (default: gh on PATH; a relative PATH entry is
                passed over). When a readable hosts.yml names the host without a token (gh keeps it
                in the system's keyring), 'gh auth token --hostname HOST' is run, with no shell, at
                most 2 s, only when a request is about to be sent.
                """
            ),
            (
                "GH_USERS_TIMEOUT",
                "Whole seconds one request may take, from sending it to the last byte of the answer, 1 to 600 (default 30)."
            ),
            (
                "GH_USERS_TRANSPORT",
                "curl (the default on Linux: libcurl, which FoundationNetworking already loads) or urlsession (the only one on macOS)."
            ),
            (
                "CURL_CA_BUNDLE, SSL_CERT_FILE, SSL_CERT_DIR",
                """
                The certificate authorities libcurl trusts instead of the system's (a GitHub
                Enterprise Server with a private CA): CURL_CA_BUNDLE, else SSL_CERT_FILE, names a
                PEM file of at most 16 MB; SSL_CERT_DIR a directory of hashed certificates. A path
                that does not name one fails every request, before it is sent; -v names those used.
                """
            ),
            (
                "GH_USERS_PAGER, GH_PAGER, PAGER",
                """
                The pager for output on a terminal. GH_USERS_PAGER, else gh's GH_PAGER, wins over
                the pager setting, which wins over PAGER; an empty GH_USERS_PAGER or GH_PAGER, or
                off, turns paging off.
                """
            ),
            ("LESS, LV", "Passed to the pager; set to FRX and -c when unset."),
            (
                "GH_USERS_FORCE_TTY, GH_FORCE_TTY",
                """
                Lay output out for a terminal even when it is piped: 1 or yes for the terminal's
                width, a number of columns, or a percentage of the terminal's width; 0, false, no
                or off for none. GH_USERS_FORCE_TTY wins over gh's GH_FORCE_TTY.
                """
            ),
            ("COLUMNS", "The width tables fit when the terminal does not say."),
            (
                "TERMINFO, TERMINFO_DIRS",
                "Where browse looks up what the terminal can do (its key codes), before ~/.terminfo and the system's folders."
            ),
            (
                "LC_ALL, LC_CTYPE, LANG",
                """
                The first that is set and not empty is the locale: when it is not UTF-8, browse
                draws its panels with +, - and |, as it does when TERM is linux (the console's
                font has no rounded corners).
                """
            ),
            (
                "NO_COLOR, CLICOLOR_FORCE, CLICOLOR, TERM",
                """
                Colour when --color and the color setting say auto: a non-empty NO_COLOR turns it
                off; else a CLICOLOR_FORCE other than 0 turns it on, even when piped; else
                CLICOLOR=0 turns it off; else a terminal is coloured unless TERM is dumb.
                """
            ),
            (
                "COLORTERM, COLORFGBG",
                """
                How show draws the contribution calendar and language dots when colour is on:
                COLORTERM=truecolor (or 24bit) for 24-bit colour, else 256 colours when TERM names
                256color, else 16; COLORFGBG ending in ;7 or ;15 says the background is light.
                """
            ),
            (
                "GH_BROWSER, BROWSER",
                """
                The web browser show --web, repos --web and browse's o open pages in, gh's
                GH_BROWSER first (default xdg-open, on macOS open). A %s in it stands for the page.
                """
            ),
            ("PATH", "Where gh (for its login), jq (for --jq) and the default web browser are found."),
            ("TMPDIR", "Where browse -v writes its request log (default /tmp); the log's path is printed when browse ends."),
            (
                "XDG_CACHE_HOME, XDG_CONFIG_HOME, XDG_DATA_HOME, XDG_STATE_HOME, HOME",
                """
                Where the cache, settings, favorites and the tool's own state (when a notice was last
                said) live: each one's gh-users folder (defaults ~/.cache, ~/.config, ~/.local/share
                and ~/.local/state). A relative path is ignored, as the XDG rules say.
                """
            ),
        ]
    )
}
