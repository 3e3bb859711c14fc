#compdef gh-users
# zsh completion for gh-users, printed by `gh-users completion zsh`.
#
# One function per subcommand path (_gh_users_fav_add); each offers its own options, the global
# ones and what its arguments take.

# _gh_users_favorites: the logins of the favorites of the API host in use, as the program on
# the line lists them (fav list --this-host), with the line's --api-url.
_gh_users_favorites() {
    local -a typed api logins
    local i
    typed=(${(Q)${(z)LBUFFER}})
    for ((i = 2; i < $#typed; i++)); do
        case $typed[i] in
            --api-url) api=(--api-url "$typed[i+1]") ;;
            --api-url=*) api=("$typed[i]") ;;
        esac
    done
    logins=(${${(f)"$("$typed[1]" "${api[@]}" fav list --this-host 2>/dev/null)"}%%$'\t'*})
    compadd -a logins
}

# The options every command accepts, as _arguments specs, which each function passes to
# _arguments itself: a function around _arguments would undo, as it returns, the shift of
# $words that '*::' makes for a subcommand's own function.
_gh_users_global_options=(
    '--api-url=[The GitHub API root, such as https\://HOST/api/v3 for GitHub Enterprise]:url: '
    '--color=[Colour the output\: auto, always or never]:when:(auto always never)'
    '-v[Log each request on stderr\: method, URL, status, time, rate limit left]'
    '--verbose[Log each request on stderr\: method, URL, status, time, rate limit left]'
    '--offline[Never use the network\: answer from the cache, or fail]'
    '--no-cache[Neither read nor write the cache for this run]'
    '--wait[When a rate limit is spent, wait for it to reset and go on instead of stopping]'
    '--no-pager[Do not page the output on a terminal through $GH_USERS_PAGER or $GH_PAGER, the pager setting or $PAGER]'
    '--version[Show the version]'
    '-h[Show help information]'
    '--help[Show help information]'
)

_gh_users() {
    local curcontext="$curcontext" state line
    local -a subcommands
    subcommands=(
        'browse:Browse GitHub users interactively, full screen'
        'list:List GitHub users in the order they signed up, paged by id'
        'show:Show GitHub user profiles'
        'search:Search GitHub users'
        'followers:List the users who follow a user'
        'following:List the users a user follows'
        'relations:List who follows a user back, and who does not'
        'follow:Follow GitHub users; list, resume or undo runs of changes'
        'unfollow:Stop following GitHub users; list, resume or undo runs of changes'
        'orgs:List the public organizations a user belongs to'
        'members:List the members of an organization'
        'repos:List a user'\''s public repositories'
        'starred:List the repositories a user starred'
        'trending:Show the most-starred repositories'
        'fav:Keep a list of favorite users'
        'status:Show the API, the login in use and what is left of each rate limit'
        'config:Show or change settings'
        'cache:Show or clear the HTTP cache'
        'completion:Print a shell completion script'
        'version:Show the version, the build and the HTTP transport'
        'help:Show help for a subcommand or a topic'
    )
    _arguments -C "${_gh_users_global_options[@]}" \
        '1: :->subcommand' \
        '*:: :->argument'
    case $state in
        subcommand) _describe -t subcommands 'gh-users subcommand' subcommands ;;
        argument)
            curcontext="${curcontext%:*:*}:gh-users-$words[1]:"
            case $words[1] in
                browse) _gh_users_browse ;;
                list) _gh_users_list ;;
                show) _gh_users_show ;;
                search) _gh_users_search ;;
                followers) _gh_users_followers ;;
                following) _gh_users_following ;;
                relations) _gh_users_relations ;;
                follow) _gh_users_follow ;;
                unfollow) _gh_users_unfollow ;;
                orgs) _gh_users_orgs ;;
                members) _gh_users_members ;;
                repos) _gh_users_repos ;;
                starred) _gh_users_starred ;;
                trending) _gh_users_trending ;;
                fav) _gh_users_fav ;;
                status) _gh_users_status ;;
                config) _gh_users_config ;;
                cache) _gh_users_cache ;;
                completion) _gh_users_completion ;;
                version) _gh_users_version ;;
                help) _gh_users_help ;;
            esac ;;
    esac
}

_gh_users_browse() {
    local curcontext="$curcontext" state line
    _arguments "${_gh_users_global_options[@]}" \
        '--search=[Start on the results of this search]:query: ' \
        '--trending[Start on the most-starred repositories]' \
        '--favorites[Start on your favorites]' \
        '--since=[Start the users list after this id]:id: ' \
        '--language=[With --trending\: only repositories in this language]:language: ' \
        '--mouse[Let a click select and the wheel scroll; it stops the terminal'\''s own text selection]' \
        '1:login: '
}

_gh_users_list() {
    local curcontext="$curcontext" state line
    _arguments "${_gh_users_global_options[@]}" \
        '--since=[List users whose id is greater than this]:id: ' \
        '--per-page=[Users per request, 1 to 100]:n: ' \
        '--limit=[Follow next pages until this many users are listed]:n: ' \
        '--all[Follow next pages to the last user]' \
        '--json[Print a JSON array, each user with every member GitHub sent, in its order (with --full, its profile'\''s); with <fields>, only those (see JSON FIELDS)]' \
        '--jq=[Filter the JSON through jq'\''s <expression> (needs --json, and jq installed)\: strings print as they are, one result a line]:expression: ' \
        '--full[Add each user'\''s whole profile (name, company, location, counts, dates)\: 100 users a GraphQL query with a token, else 1 request a user]'
}

_gh_users_show() {
    local curcontext="$curcontext" state line
    _arguments "${_gh_users_global_options[@]}" \
        '--json[Print JSON with every member GitHub sent, in its order, an object for one login, an array for several; with <fields>, only those (see JSON FIELDS)]' \
        '--jq=[Filter the JSON through jq'\''s <expression> (needs --json, and jq installed)\: strings print as they are, one result a line]:expression: ' \
        '--concurrency=[Requests in flight at once, 1 to 50; at most 16 connections]:n: ' \
        '-w[Open the profile in the web browser instead (nothing is fetched); with no browser, print its URL]' \
        '--web[Open the profile in the web browser instead (nothing is fetched); with no browser, print its URL]' \
        '*:login: '
}

_gh_users_search() {
    local curcontext="$curcontext" state line
    _arguments "${_gh_users_global_options[@]}" \
        '--sort=[Sort by followers, repositories or joined]:key:(followers repositories joined)' \
        '--order=[With --sort\: asc or desc]:order:(asc desc)' \
        '--limit=[Show at most this many users; past 1000, what GitHub serves of one search, the search is split as with --all]:n: ' \
        '--all[Every matching user, oldest account first\: the search is split by created\: so each part stays under GitHub'\''s 1000]' \
        '--resume=[With --all or --limit\: go on at the point a stopped run'\''s Resume line names]:point: ' \
        '--json[Print GitHub'\''s search object, {total_count, incomplete_results, items}, each item with every member GitHub sent (with --full, its profile'\''s); with <fields>, only those in each item (see JSON FIELDS)]' \
        '--jq=[Filter the JSON through jq'\''s <expression> (needs --json, and jq installed)\: strings print as they are, one result a line]:expression: ' \
        '--full[Add each user'\''s whole profile (name, company, location, counts, dates)\: 100 users a GraphQL query with a token, else 1 request a user]' \
        '1:query: '
}

_gh_users_followers() {
    local curcontext="$curcontext" state line
    _arguments "${_gh_users_global_options[@]}" \
        '--limit=[Follow next pages until this many users are listed]:n: ' \
        '--all[Follow next pages to the last user]' \
        '--json[Print a JSON array, each user with every member GitHub sent, in its order (with --full, its profile'\''s); with <fields>, only those (see JSON FIELDS)]' \
        '--jq=[Filter the JSON through jq'\''s <expression> (needs --json, and jq installed)\: strings print as they are, one result a line]:expression: ' \
        '--full[Add each user'\''s whole profile (name, company, location, counts, dates)\: 100 users a GraphQL query with a token, else 1 request a user]' \
        '--changes[Print who arrived and who left since the last run with --changes, which keeps a snapshot of the whole list]' \
        '--history[List the snapshots --changes kept (the last 100)\: when, how many, how many arrived and left; nothing is sent]' \
        '--since=[With --history, only snapshots from this day (YYYY-MM-DD) or time (RFC 3339) on]:date: ' \
        '1:login: '
}

_gh_users_following() {
    local curcontext="$curcontext" state line
    _arguments "${_gh_users_global_options[@]}" \
        '--limit=[Follow next pages until this many users are listed]:n: ' \
        '--all[Follow next pages to the last user]' \
        '--json[Print a JSON array, each user with every member GitHub sent, in its order (with --full, its profile'\''s); with <fields>, only those (see JSON FIELDS)]' \
        '--jq=[Filter the JSON through jq'\''s <expression> (needs --json, and jq installed)\: strings print as they are, one result a line]:expression: ' \
        '--full[Add each user'\''s whole profile (name, company, location, counts, dates)\: 100 users a GraphQL query with a token, else 1 request a user]' \
        '--changes[Print who arrived and who left since the last run with --changes, which keeps a snapshot of the whole list]' \
        '--history[List the snapshots --changes kept (the last 100)\: when, how many, how many arrived and left; nothing is sent]' \
        '--since=[With --history, only snapshots from this day (YYYY-MM-DD) or time (RFC 3339) on]:date: ' \
        '1:login: '
}

_gh_users_relations() {
    local curcontext="$curcontext" state line
    _arguments "${_gh_users_global_options[@]}" \
        '--mutual[Users who follow <login> and whom <login> follows]' \
        '--followers-only[Users who follow <login>, not followed back]' \
        '--following-only[Users <login> follows who do not follow back]' \
        '--limit=[Print at most this many users]:n: ' \
        '--json[Print a JSON array, each user with every member GitHub sent, in its order (with --full, its profile'\''s); with <fields>, only those (see JSON FIELDS)]' \
        '--jq=[Filter the JSON through jq'\''s <expression> (needs --json, and jq installed)\: strings print as they are, one result a line]:expression: ' \
        '--full[Add each user'\''s whole profile (name, company, location, counts, dates)\: 100 users a GraphQL query with a token, else 1 request a user]' \
        '--follow[With @me and --followers-only\: follow them back, after showing the plan (see FOLLOWING BACK)]' \
        '--unfollow[With @me and --following-only\: stop following them, after showing the plan]' \
        '--yes[Go ahead without asking; needed when standard input or error is not a terminal (logins named one by one need no asking)]' \
        '--dry-run[Print the plan (with --json, as JSON) and change nothing]' \
        '1:login: '
}

_gh_users_follow() {
    local curcontext="$curcontext" state line
    _arguments "${_gh_users_global_options[@]}" \
        '--journal[List the runs of changes the journal keeps for this host, newest last]' \
        '--resume=[Go on with a run that stopped part-way; a change it may have sent is asked about first]:run: ' \
        '--undo=[Reverse the changes a run made, previewed and paced as any plan]:run: ' \
        '--yes[Go ahead without asking; needed when standard input or error is not a terminal (logins named one by one need no asking)]' \
        '--dry-run[Print the plan (with --json, as JSON) and change nothing]' \
        '--json[With --journal, print the runs as JSON; with --dry-run, the plan]' \
        '--jq=[Filter the JSON through jq'\''s <expression> (needs --json, and jq installed)\: strings print as they are, one result a line]:expression: ' \
        '*:login: '
}

_gh_users_unfollow() {
    local curcontext="$curcontext" state line
    _arguments "${_gh_users_global_options[@]}" \
        '--journal[List the runs of changes the journal keeps for this host, newest last]' \
        '--resume=[Go on with a run that stopped part-way; a change it may have sent is asked about first]:run: ' \
        '--undo=[Reverse the changes a run made, previewed and paced as any plan]:run: ' \
        '--yes[Go ahead without asking; needed when standard input or error is not a terminal (logins named one by one need no asking)]' \
        '--dry-run[Print the plan (with --json, as JSON) and change nothing]' \
        '--json[With --journal, print the runs as JSON; with --dry-run, the plan]' \
        '--jq=[Filter the JSON through jq'\''s <expression> (needs --json, and jq installed)\: strings print as they are, one result a line]:expression: ' \
        '*:login: '
}

_gh_users_orgs() {
    local curcontext="$curcontext" state line
    _arguments "${_gh_users_global_options[@]}" \
        '--limit=[Follow next pages until this many organizations are listed]:n: ' \
        '--all[Follow next pages to the end of the list]' \
        '--json[Print a JSON array, each organization with every member GitHub sent; with <fields>, only those (see JSON FIELDS)]' \
        '--jq=[Filter the JSON through jq'\''s <expression> (needs --json, and jq installed)\: strings print as they are, one result a line]:expression: ' \
        '1:login: '
}

_gh_users_members() {
    local curcontext="$curcontext" state line
    _arguments "${_gh_users_global_options[@]}" \
        '--role=[Only owners (admin) or only members who are not owners (member)]:role:(admin member)' \
        '--limit=[Follow next pages until this many users are listed]:n: ' \
        '--all[Follow next pages to the last user]' \
        '--json[Print a JSON array, each user with every member GitHub sent, in its order (with --full, its profile'\''s); with <fields>, only those (see JSON FIELDS)]' \
        '--jq=[Filter the JSON through jq'\''s <expression> (needs --json, and jq installed)\: strings print as they are, one result a line]:expression: ' \
        '--full[Add each user'\''s whole profile (name, company, location, counts, dates)\: 100 users a GraphQL query with a token, else 1 request a user]' \
        '1:organization: '
}

_gh_users_repos() {
    local curcontext="$curcontext" state line
    _arguments "${_gh_users_global_options[@]}" \
        '--sort=[Sort by created, updated, pushed (newest first) or full_name]:key:(created updated pushed full_name)' \
        '--limit=[Follow next pages until this many repositories are listed]:n: ' \
        '--all[Follow next pages to the last repository]' \
        '--json[Print a JSON array, each repository with every member GitHub sent; with <fields>, only those (see JSON FIELDS)]' \
        '--jq=[Filter the JSON through jq'\''s <expression> (needs --json, and jq installed)\: strings print as they are, one result a line]:expression: ' \
        '-w[Open the user'\''s repositories in the web browser instead (nothing is fetched); with no browser, print the URL]' \
        '--web[Open the user'\''s repositories in the web browser instead (nothing is fetched); with no browser, print the URL]' \
        '1:login: '
}

_gh_users_starred() {
    local curcontext="$curcontext" state line
    _arguments "${_gh_users_global_options[@]}" \
        '--limit=[Follow next pages until this many repositories are listed]:n: ' \
        '--all[Follow next pages to the end of the list]' \
        '--json[Print a JSON array, each repository with every member GitHub sent; with <fields>, only those (see JSON FIELDS)]' \
        '--jq=[Filter the JSON through jq'\''s <expression> (needs --json, and jq installed)\: strings print as they are, one result a line]:expression: ' \
        '1:login: '
}

_gh_users_trending() {
    local curcontext="$curcontext" state line
    _arguments "${_gh_users_global_options[@]}" \
        '--language=[Only repositories in this language, as GitHub names it\: swift, go, "visual basic"]:language: ' \
        '--created-after=[Only repositories created after this day, written YYYY-MM-DD]:date: ' \
        '--period=[Only repositories created in the last day, week (7 days), month (30 days) or year (365 days), by UTC; all\: of any age]:period:(day week month year all)' \
        '--limit=[Show this many repositories, 1 to 1000; GitHub serves no more than 1000]:n: ' \
        '--expanded[Show each repository'\''s description and URL beneath it]' \
        '--json[Print a JSON array, most stars first, each repository with every member GitHub sent; with <fields>, only those (see JSON FIELDS)]' \
        '--jq=[Filter the JSON through jq'\''s <expression> (needs --json, and jq installed)\: strings print as they are, one result a line]:expression: '
}

_gh_users_fav() {
    local curcontext="$curcontext" state line
    local -a subcommands
    subcommands=(
        'add:Add users to your favorites'
        'remove:Remove users from your favorites'
        'list:List your favorite users'
    )
    _arguments -C "${_gh_users_global_options[@]}" \
        '1: :->subcommand' \
        '*:: :->argument'
    case $state in
        subcommand) _describe -t subcommands 'gh-users fav subcommand' subcommands ;;
        argument)
            curcontext="${curcontext%:*:*}:gh-users-fav-$words[1]:"
            case $words[1] in
                add) _gh_users_fav_add ;;
                remove|rm) _gh_users_fav_remove ;;
                list|ls) _gh_users_fav_list ;;
            esac ;;
    esac
}

_gh_users_fav_add() {
    local curcontext="$curcontext" state line
    _arguments "${_gh_users_global_options[@]}" \
        '*:login: '
}

_gh_users_fav_remove() {
    local curcontext="$curcontext" state line
    _arguments "${_gh_users_global_options[@]}" \
        '*:favorite:_gh_users_favorites'
}

_gh_users_fav_list() {
    local curcontext="$curcontext" state line
    _arguments "${_gh_users_global_options[@]}" \
        '--filter=[Show only favorites whose login or name contains this text, ignoring case]:text: ' \
        '--this-host[Show only the favorites of the API host in use (see --api-url), as fav add and fav remove see them]' \
        '--json[Print a JSON array\: id, host, login, name, avatar_url, html_url, added_at; with <fields>, only those (see JSON FIELDS)]' \
        '--jq=[Filter the JSON through jq'\''s <expression> (needs --json, and jq installed)\: strings print as they are, one result a line]:expression: '
}

_gh_users_status() {
    local curcontext="$curcontext" state line
    _arguments "${_gh_users_global_options[@]}" \
        '--json[Print a JSON object\: host, api_url, api_url_source, server_version (a GitHub Enterprise Server'\''s release, else null), token_source (null without a login) and rate_limits, each resource'\''s limit, remaining and reset (RFC 3339, UTC); with <fields>, only those (see JSON FIELDS)]' \
        '--jq=[Filter the JSON through jq'\''s <expression> (needs --json, and jq installed)\: strings print as they are, one result a line]:expression: '
}

_gh_users_config() {
    local curcontext="$curcontext" state line
    local -a subcommands
    subcommands=(
        'list'
        'get:get <key>'
        'set:set <key> <value>'
        'unset:unset <key>'
    )
    _arguments -C "${_gh_users_global_options[@]}" \
        '1: :->subcommand' \
        '*:: :->argument'
    case $state in
        subcommand) _describe -t subcommands 'gh-users config subcommand' subcommands ;;
        argument)
            curcontext="${curcontext%:*:*}:gh-users-config-$words[1]:"
            case $words[1] in
                list) _gh_users_config_list ;;
                get) _gh_users_config_get ;;
                set) _gh_users_config_set ;;
                unset) _gh_users_config_unset ;;
            esac ;;
    esac
}

_gh_users_config_list() {
    local curcontext="$curcontext" state line
    _arguments "${_gh_users_global_options[@]}" \
        '--json[With list\: print a JSON array of {"key", "value", "source"} objects, and "variable" when one decided; with <fields>, only those (see JSON FIELDS)]' \
        '--jq=[Filter the JSON through jq'\''s <expression> (needs --json, and jq installed)\: strings print as they are, one result a line]:expression: '
}

_gh_users_config_get() {
    local curcontext="$curcontext" state line
    _arguments "${_gh_users_global_options[@]}" \
        '1:value:(cache color per-page browse.mouse browse.preview browse.images browse.keys pager wait)'
}

_gh_users_config_set() {
    local curcontext="$curcontext" state line
    _arguments -C "${_gh_users_global_options[@]}" \
        '1:value:(cache color per-page browse.mouse browse.preview browse.images browse.keys pager wait)' \
        '2:value:->argument2'
    case $state in
        argument2)
            case $line[1] in
                'cache') compadd -- on off ;;
                'color') compadd -- auto always never ;;
                'browse.mouse') compadd -- on off ;;
                'browse.preview') compadd -- auto on off ;;
                'browse.images') compadd -- auto off ;;
                'wait') compadd -- never always ;;
                *) _message value ;;
            esac ;;
    esac
}

_gh_users_config_unset() {
    local curcontext="$curcontext" state line
    _arguments "${_gh_users_global_options[@]}" \
        '1:value:(cache color per-page browse.mouse browse.preview browse.images browse.keys pager wait)'
}

_gh_users_cache() {
    local curcontext="$curcontext" state line
    local -a subcommands
    subcommands=(
        'info:Print the cache'\''s location, entries, size and ages'
        'clear:Remove every entry and the rate limits known spent'
    )
    _arguments -C "${_gh_users_global_options[@]}" \
        '1: :->subcommand' \
        '*:: :->argument'
    case $state in
        subcommand) _describe -t subcommands 'gh-users cache subcommand' subcommands ;;
        argument)
            curcontext="${curcontext%:*:*}:gh-users-cache-$words[1]:"
            case $words[1] in
                info) _gh_users_cache_info ;;
                clear) _gh_users_cache_clear ;;
            esac ;;
    esac
}

_gh_users_cache_info() {
    local curcontext="$curcontext" state line
    _arguments "${_gh_users_global_options[@]}" \
        '--json[With info\: print a JSON object\: location, entries, bytes, capacity_bytes, enabled, oldest_stored_at and newest_stored_at (RFC 3339, UTC, or null); with <fields>, only those (see JSON FIELDS)]' \
        '--jq=[Filter the JSON through jq'\''s <expression> (needs --json, and jq installed)\: strings print as they are, one result a line]:expression: '
}

_gh_users_cache_clear() {
    local curcontext="$curcontext" state line
    _arguments "${_gh_users_global_options[@]}"
}

_gh_users_completion() {
    local curcontext="$curcontext" state line
    _arguments "${_gh_users_global_options[@]}" \
        '1:value:(bash zsh fish)'
}

_gh_users_version() {
    local curcontext="$curcontext" state line
    _arguments "${_gh_users_global_options[@]}"
}

_gh_users_help() {
    local curcontext="$curcontext" state line
    local -a subcommands
    subcommands=(
        'browse:Browse GitHub users interactively, full screen'
        'list:List GitHub users in the order they signed up, paged by id'
        'show:Show GitHub user profiles'
        'search:Search GitHub users'
        'followers:List the users who follow a user'
        'following:List the users a user follows'
        'relations:List who follows a user back, and who does not'
        'follow:Follow GitHub users; list, resume or undo runs of changes'
        'unfollow:Stop following GitHub users; list, resume or undo runs of changes'
        'orgs:List the public organizations a user belongs to'
        'members:List the members of an organization'
        'repos:List a user'\''s public repositories'
        'starred:List the repositories a user starred'
        'trending:Show the most-starred repositories'
        'fav:Keep a list of favorite users'
        'status:Show the API, the login in use and what is left of each rate limit'
        'config:Show or change settings'
        'cache:Show or clear the HTTP cache'
        'completion:Print a shell completion script'
        'version:Show the version, the build and the HTTP transport'
        'environment:Environment variables gh-users reads'
    )
    _arguments -C "${_gh_users_global_options[@]}" \
        '1: :->subcommand' \
        '*:: :->argument'
    case $state in
        subcommand) _describe -t subcommands 'gh-users help subcommand' subcommands ;;
        argument)
            curcontext="${curcontext%:*:*}:gh-users-help-$words[1]:"
            case $words[1] in
                browse) _gh_users_help_browse ;;
                list) _gh_users_help_list ;;
                show) _gh_users_help_show ;;
                search) _gh_users_help_search ;;
                followers) _gh_users_help_followers ;;
                following) _gh_users_help_following ;;
                relations) _gh_users_help_relations ;;
                follow) _gh_users_help_follow ;;
                unfollow) _gh_users_help_unfollow ;;
                orgs) _gh_users_help_orgs ;;
                members) _gh_users_help_members ;;
                repos) _gh_users_help_repos ;;
                starred) _gh_users_help_starred ;;
                trending) _gh_users_help_trending ;;
                fav) _gh_users_help_fav ;;
                status) _gh_users_help_status ;;
                config) _gh_users_help_config ;;
                cache) _gh_users_help_cache ;;
                completion) _gh_users_help_completion ;;
                version) _gh_users_help_version ;;
                environment) _gh_users_help_environment ;;
            esac ;;
    esac
}

_gh_users_help_browse() {
    local curcontext="$curcontext" state line
    _arguments "${_gh_users_global_options[@]}"
}

_gh_users_help_list() {
    local curcontext="$curcontext" state line
    _arguments "${_gh_users_global_options[@]}"
}

_gh_users_help_show() {
    local curcontext="$curcontext" state line
    _arguments "${_gh_users_global_options[@]}"
}

_gh_users_help_search() {
    local curcontext="$curcontext" state line
    _arguments "${_gh_users_global_options[@]}"
}

_gh_users_help_followers() {
    local curcontext="$curcontext" state line
    _arguments "${_gh_users_global_options[@]}"
}

_gh_users_help_following() {
    local curcontext="$curcontext" state line
    _arguments "${_gh_users_global_options[@]}"
}

_gh_users_help_relations() {
    local curcontext="$curcontext" state line
    _arguments "${_gh_users_global_options[@]}"
}

_gh_users_help_follow() {
    local curcontext="$curcontext" state line
    _arguments "${_gh_users_global_options[@]}"
}

_gh_users_help_unfollow() {
    local curcontext="$curcontext" state line
    _arguments "${_gh_users_global_options[@]}"
}

_gh_users_help_orgs() {
    local curcontext="$curcontext" state line
    _arguments "${_gh_users_global_options[@]}"
}

_gh_users_help_members() {
    local curcontext="$curcontext" state line
    _arguments "${_gh_users_global_options[@]}"
}

_gh_users_help_repos() {
    local curcontext="$curcontext" state line
    _arguments "${_gh_users_global_options[@]}"
}

_gh_users_help_starred() {
    local curcontext="$curcontext" state line
    _arguments "${_gh_users_global_options[@]}"
}

_gh_users_help_trending() {
    local curcontext="$curcontext" state line
    _arguments "${_gh_users_global_options[@]}"
}

_gh_users_help_fav() {
    local curcontext="$curcontext" state line
    local -a subcommands
    subcommands=(
        'add:Add users to your favorites'
        'remove:Remove users from your favorites'
        'list:List your favorite users'
    )
    _arguments -C "${_gh_users_global_options[@]}" \
        '1: :->subcommand' \
        '*:: :->argument'
    case $state in
        subcommand) _describe -t subcommands 'gh-users help fav subcommand' subcommands ;;
        argument)
            curcontext="${curcontext%:*:*}:gh-users-help-fav-$words[1]:"
            case $words[1] in
                add) _gh_users_help_fav_add ;;
                remove|rm) _gh_users_help_fav_remove ;;
                list|ls) _gh_users_help_fav_list ;;
            esac ;;
    esac
}

_gh_users_help_fav_add() {
    local curcontext="$curcontext" state line
    _arguments "${_gh_users_global_options[@]}"
}

_gh_users_help_fav_remove() {
    local curcontext="$curcontext" state line
    _arguments "${_gh_users_global_options[@]}"
}

_gh_users_help_fav_list() {
    local curcontext="$curcontext" state line
    _arguments "${_gh_users_global_options[@]}"
}

_gh_users_help_status() {
    local curcontext="$curcontext" state line
    _arguments "${_gh_users_global_options[@]}"
}

_gh_users_help_config() {
    local curcontext="$curcontext" state line
    local -a subcommands
    subcommands=(
        'list'
        'get:get <key>'
        'set:set <key> <value>'
        'unset:unset <key>'
    )
    _arguments -C "${_gh_users_global_options[@]}" \
        '1: :->subcommand' \
        '*:: :->argument'
    case $state in
        subcommand) _describe -t subcommands 'gh-users help config subcommand' subcommands ;;
        argument)
            curcontext="${curcontext%:*:*}:gh-users-help-config-$words[1]:"
            case $words[1] in
                list) _gh_users_help_config_list ;;
                get) _gh_users_help_config_get ;;
                set) _gh_users_help_config_set ;;
                unset) _gh_users_help_config_unset ;;
            esac ;;
    esac
}

_gh_users_help_config_list() {
    local curcontext="$curcontext" state line
    _arguments "${_gh_users_global_options[@]}"
}

_gh_users_help_config_get() {
    local curcontext="$curcontext" state line
    _arguments "${_gh_users_global_options[@]}"
}

_gh_users_help_config_set() {
    local curcontext="$curcontext" state line
    _arguments "${_gh_users_global_options[@]}"
}

_gh_users_help_config_unset() {
    local curcontext="$curcontext" state line
    _arguments "${_gh_users_global_options[@]}"
}

_gh_users_help_cache() {
    local curcontext="$curcontext" state line
    local -a subcommands
    subcommands=(
        'info:Print the cache'\''s location, entries, size and ages'
        'clear:Remove every entry and the rate limits known spent'
    )
    _arguments -C "${_gh_users_global_options[@]}" \
        '1: :->subcommand' \
        '*:: :->argument'
    case $state in
        subcommand) _describe -t subcommands 'gh-users help cache subcommand' subcommands ;;
        argument)
            curcontext="${curcontext%:*:*}:gh-users-help-cache-$words[1]:"
            case $words[1] in
                info) _gh_users_help_cache_info ;;
                clear) _gh_users_help_cache_clear ;;
            esac ;;
    esac
}

_gh_users_help_cache_info() {
    local curcontext="$curcontext" state line
    _arguments "${_gh_users_global_options[@]}"
}

_gh_users_help_cache_clear() {
    local curcontext="$curcontext" state line
    _arguments "${_gh_users_global_options[@]}"
}

_gh_users_help_completion() {
    local curcontext="$curcontext" state line
    _arguments "${_gh_users_global_options[@]}"
}

_gh_users_help_version() {
    local curcontext="$curcontext" state line
    _arguments "${_gh_users_global_options[@]}"
}

_gh_users_help_environment() {
    local curcontext="$curcontext" state line
    _arguments "${_gh_users_global_options[@]}"
}

if [[ $zsh_eval_context[-1] == loadautofunc ]]; then
    _gh_users "$@"
else
    compdef _gh_users gh-users
fi
