# fish completion for gh-users, printed by `gh-users completion fish`.
#
# Each completion applies under one subcommand path (gh-users fav list), read from the words before
# the cursor the way gh-users reads them. The global options apply everywhere.

# __gh_users_words: the words before the cursor, one a line. Newer fish reads tokens with -x
# (expanded) and deprecates -o, which older ones only have.
function __gh_users_words
    if commandline -x >/dev/null 2>&1
        commandline -xpc
    else
        commandline -opc
    end
end

# __gh_users_takes_value PATH WORD: whether WORD is an option that takes a value under PATH.
function __gh_users_takes_value --argument-names path word
    switch "$path/$word"
        case '*/--api-url' '*/--color' 'gh-users browse/--search' 'gh-users browse/--since' 'gh-users browse/--language' 'gh-users list/--since' 'gh-users list/--per-page' 'gh-users list/--limit' 'gh-users list/--jq' 'gh-users show/--jq' 'gh-users show/--concurrency' 'gh-users search/--sort' 'gh-users search/--order' 'gh-users search/--limit' 'gh-users search/--resume' 'gh-users search/--jq' 'gh-users followers/--limit' 'gh-users followers/--jq' 'gh-users followers/--since' 'gh-users following/--limit' 'gh-users following/--jq' 'gh-users following/--since' 'gh-users relations/--limit' 'gh-users relations/--jq' 'gh-users follow/--resume' 'gh-users follow/--undo' 'gh-users follow/--jq' 'gh-users unfollow/--resume' 'gh-users unfollow/--undo' 'gh-users unfollow/--jq' 'gh-users orgs/--limit' 'gh-users orgs/--jq' 'gh-users members/--role' 'gh-users members/--limit' 'gh-users members/--jq' 'gh-users repos/--sort' 'gh-users repos/--limit' 'gh-users repos/--jq' 'gh-users starred/--limit' 'gh-users starred/--jq' 'gh-users trending/--language' 'gh-users trending/--created-after' 'gh-users trending/--period' 'gh-users trending/--limit' 'gh-users trending/--jq' 'gh-users fav list/--filter' 'gh-users fav list/--jq' 'gh-users status/--jq' 'gh-users config list/--jq' 'gh-users cache info/--jq'
            return 0
    end
    return 1
end

# __gh_users_state: the subcommand path of the words before the cursor, how many arguments follow it,
# and the last of them, one a line.
function __gh_users_state
    set -l words (__gh_users_words)
    set -q words[1]; and set -e words[1]
    set -l path gh-users
    set -l count 0
    set -l previous ''
    set -l skip 0
    set -l ended 0
    for word in $words
        if test $skip = 1
            set skip 0
            continue
        end
        if test $ended = 0; and string match -q -- '-?*' $word
            if test "$word" = --
                set ended 1
            else if __gh_users_takes_value $path $word
                set skip 1
            end
            continue
        end
        if test $count = 0
            switch "$path/$word"
                case 'gh-users/browse'
                    set path 'gh-users browse'
                    continue
                case 'gh-users/list'
                    set path 'gh-users list'
                    continue
                case 'gh-users/show'
                    set path 'gh-users show'
                    continue
                case 'gh-users/search'
                    set path 'gh-users search'
                    continue
                case 'gh-users/followers'
                    set path 'gh-users followers'
                    continue
                case 'gh-users/following'
                    set path 'gh-users following'
                    continue
                case 'gh-users/relations'
                    set path 'gh-users relations'
                    continue
                case 'gh-users/follow'
                    set path 'gh-users follow'
                    continue
                case 'gh-users/unfollow'
                    set path 'gh-users unfollow'
                    continue
                case 'gh-users/orgs'
                    set path 'gh-users orgs'
                    continue
                case 'gh-users/members'
                    set path 'gh-users members'
                    continue
                case 'gh-users/repos'
                    set path 'gh-users repos'
                    continue
                case 'gh-users/starred'
                    set path 'gh-users starred'
                    continue
                case 'gh-users/trending'
                    set path 'gh-users trending'
                    continue
                case 'gh-users/fav'
                    set path 'gh-users fav'
                    continue
                case 'gh-users/status'
                    set path 'gh-users status'
                    continue
                case 'gh-users/config'
                    set path 'gh-users config'
                    continue
                case 'gh-users/cache'
                    set path 'gh-users cache'
                    continue
                case 'gh-users/completion'
                    set path 'gh-users completion'
                    continue
                case 'gh-users/version'
                    set path 'gh-users version'
                    continue
                case 'gh-users/help'
                    set path 'gh-users help'
                    continue
                case 'gh-users fav/add'
                    set path 'gh-users fav add'
                    continue
                case 'gh-users fav/remove'
                    set path 'gh-users fav remove'
                    continue
                case 'gh-users fav/list'
                    set path 'gh-users fav list'
                    continue
                case 'gh-users fav/ls'
                    set path 'gh-users fav list'
                    continue
                case 'gh-users fav/rm'
                    set path 'gh-users fav remove'
                    continue
                case 'gh-users config/list'
                    set path 'gh-users config list'
                    continue
                case 'gh-users config/get'
                    set path 'gh-users config get'
                    continue
                case 'gh-users config/set'
                    set path 'gh-users config set'
                    continue
                case 'gh-users config/unset'
                    set path 'gh-users config unset'
                    continue
                case 'gh-users cache/info'
                    set path 'gh-users cache info'
                    continue
                case 'gh-users cache/clear'
                    set path 'gh-users cache clear'
                    continue
                case 'gh-users help/browse'
                    set path 'gh-users help browse'
                    continue
                case 'gh-users help/list'
                    set path 'gh-users help list'
                    continue
                case 'gh-users help/show'
                    set path 'gh-users help show'
                    continue
                case 'gh-users help/search'
                    set path 'gh-users help search'
                    continue
                case 'gh-users help/followers'
                    set path 'gh-users help followers'
                    continue
                case 'gh-users help/following'
                    set path 'gh-users help following'
                    continue
                case 'gh-users help/relations'
                    set path 'gh-users help relations'
                    continue
                case 'gh-users help/follow'
                    set path 'gh-users help follow'
                    continue
                case 'gh-users help/unfollow'
                    set path 'gh-users help unfollow'
                    continue
                case 'gh-users help/orgs'
                    set path 'gh-users help orgs'
                    continue
                case 'gh-users help/members'
                    set path 'gh-users help members'
                    continue
                case 'gh-users help/repos'
                    set path 'gh-users help repos'
                    continue
                case 'gh-users help/starred'
                    set path 'gh-users help starred'
                    continue
                case 'gh-users help/trending'
                    set path 'gh-users help trending'
                    continue
                case 'gh-users help/fav'
                    set path 'gh-users help fav'
                    continue
                case 'gh-users help/status'
                    set path 'gh-users help status'
                    continue
                case 'gh-users help/config'
                    set path 'gh-users help config'
                    continue
                case 'gh-users help/cache'
                    set path 'gh-users help cache'
                    continue
                case 'gh-users help/completion'
                    set path 'gh-users help completion'
                    continue
                case 'gh-users help/version'
                    set path 'gh-users help version'
                    continue
                case 'gh-users help/environment'
                    set path 'gh-users help environment'
                    continue
                case 'gh-users help fav/add'
                    set path 'gh-users help fav add'
                    continue
                case 'gh-users help fav/remove'
                    set path 'gh-users help fav remove'
                    continue
                case 'gh-users help fav/list'
                    set path 'gh-users help fav list'
                    continue
                case 'gh-users help fav/ls'
                    set path 'gh-users help fav list'
                    continue
                case 'gh-users help fav/rm'
                    set path 'gh-users help fav remove'
                    continue
                case 'gh-users help config/list'
                    set path 'gh-users help config list'
                    continue
                case 'gh-users help config/get'
                    set path 'gh-users help config get'
                    continue
                case 'gh-users help config/set'
                    set path 'gh-users help config set'
                    continue
                case 'gh-users help config/unset'
                    set path 'gh-users help config unset'
                    continue
                case 'gh-users help cache/info'
                    set path 'gh-users help cache info'
                    continue
                case 'gh-users help cache/clear'
                    set path 'gh-users help cache clear'
                    continue
            end
        end
        set previous $word
        set count (math $count + 1)
    end
    printf '%s\n' $path $count $previous
end

# __gh_users_favorites: the logins of the favorites of the API host in use, as the program on the
# line lists them (fav list --this-host), with the line's --api-url.
function __gh_users_favorites
    set -l words (__gh_users_words)
    set -l api
    for i in (seq 2 (count $words))
        switch $words[$i]
            case --api-url
                set -q words[(math $i + 1)]; and set api --api-url $words[(math $i + 1)]
            case '--api-url=*'
                set api $words[$i]
        end
    end
    $words[1] $api fav list --this-host 2>/dev/null | string split -f1 \t
end

# __gh_users_at PATH [COUNT [PREVIOUS]]: whether the words before the cursor select PATH, followed by
# COUNT arguments, the last being PREVIOUS.
function __gh_users_at
    set -l state (__gh_users_state)
    test "$state[1]" = $argv[1]; or return 1
    set -q argv[2]; or return 0
    test "$state[2]" = $argv[2]; or return 1
    set -q argv[3]; or return 0
    test "$state[3]" = $argv[3]
end

complete -c gh-users -f
complete -c gh-users -l api-url -x -d 'The GitHub API root, such as https://HOST/api/v3 for GitHub Enterprise'
complete -c gh-users -l color -x -a 'auto always never' -d 'Colour the output: auto, always or never'
complete -c gh-users -s v -l verbose -d 'Log each request on stderr: method, URL, status, time, rate limit left'
complete -c gh-users -l offline -d 'Never use the network: answer from the cache, or fail'
complete -c gh-users -l no-cache -d 'Neither read nor write the cache for this run'
complete -c gh-users -l wait -d 'When a rate limit is spent, wait for it to reset and go on instead of stopping'
complete -c gh-users -l no-pager -d 'Do not page the output on a terminal through $GH_USERS_PAGER or $GH_PAGER, the pager setting or $PAGER'
complete -c gh-users -l version -d 'Show the version'
complete -c gh-users -s h -l help -d 'Show help information'
complete -c gh-users -n "__gh_users_at 'gh-users' 0" -a 'browse' -d 'Browse GitHub users interactively, full screen'
complete -c gh-users -n "__gh_users_at 'gh-users' 0" -a 'list' -d 'List GitHub users in the order they signed up, paged by id'
complete -c gh-users -n "__gh_users_at 'gh-users' 0" -a 'show' -d 'Show GitHub user profiles'
complete -c gh-users -n "__gh_users_at 'gh-users' 0" -a 'search' -d 'Search GitHub users'
complete -c gh-users -n "__gh_users_at 'gh-users' 0" -a 'followers' -d 'List the users who follow a user'
complete -c gh-users -n "__gh_users_at 'gh-users' 0" -a 'following' -d 'List the users a user follows'
complete -c gh-users -n "__gh_users_at 'gh-users' 0" -a 'relations' -d 'List who follows a user back, and who does not'
complete -c gh-users -n "__gh_users_at 'gh-users' 0" -a 'follow' -d 'Follow GitHub users; list, resume or undo runs of changes'
complete -c gh-users -n "__gh_users_at 'gh-users' 0" -a 'unfollow' -d 'Stop following GitHub users; list, resume or undo runs of changes'
complete -c gh-users -n "__gh_users_at 'gh-users' 0" -a 'orgs' -d 'List the public organizations a user belongs to'
complete -c gh-users -n "__gh_users_at 'gh-users' 0" -a 'members' -d 'List the members of an organization'
complete -c gh-users -n "__gh_users_at 'gh-users' 0" -a 'repos' -d 'List a user\'s public repositories'
complete -c gh-users -n "__gh_users_at 'gh-users' 0" -a 'starred' -d 'List the repositories a user starred'
complete -c gh-users -n "__gh_users_at 'gh-users' 0" -a 'trending' -d 'Show the most-starred repositories'
complete -c gh-users -n "__gh_users_at 'gh-users' 0" -a 'fav' -d 'Keep a list of favorite users'
complete -c gh-users -n "__gh_users_at 'gh-users' 0" -a 'status' -d 'Show the API, the login in use and what is left of each rate limit'
complete -c gh-users -n "__gh_users_at 'gh-users' 0" -a 'config' -d 'Show or change settings'
complete -c gh-users -n "__gh_users_at 'gh-users' 0" -a 'cache' -d 'Show or clear the HTTP cache'
complete -c gh-users -n "__gh_users_at 'gh-users' 0" -a 'completion' -d 'Print a shell completion script'
complete -c gh-users -n "__gh_users_at 'gh-users' 0" -a 'version' -d 'Show the version, the build and the HTTP transport'
complete -c gh-users -n "__gh_users_at 'gh-users' 0" -a 'help' -d 'Show help for a subcommand or a topic'
complete -c gh-users -n "__gh_users_at 'gh-users browse'" -l search -x -d 'Start on the results of this search'
complete -c gh-users -n "__gh_users_at 'gh-users browse'" -l trending -d 'Start on the most-starred repositories'
complete -c gh-users -n "__gh_users_at 'gh-users browse'" -l favorites -d 'Start on your favorites'
complete -c gh-users -n "__gh_users_at 'gh-users browse'" -l since -x -d 'Start the users list after this id'
complete -c gh-users -n "__gh_users_at 'gh-users browse'" -l language -x -d 'With --trending: only repositories in this language'
complete -c gh-users -n "__gh_users_at 'gh-users browse'" -l mouse -d 'Let a click select and the wheel scroll; it stops the terminal\'s own text selection'
complete -c gh-users -n "__gh_users_at 'gh-users list'" -l since -x -d 'List users whose id is greater than this'
complete -c gh-users -n "__gh_users_at 'gh-users list'" -l per-page -x -d 'Users per request, 1 to 100'
complete -c gh-users -n "__gh_users_at 'gh-users list'" -l limit -x -d 'Follow next pages until this many users are listed'
complete -c gh-users -n "__gh_users_at 'gh-users list'" -l all -d 'Follow next pages to the last user'
complete -c gh-users -n "__gh_users_at 'gh-users list'" -l json -d 'Print a JSON array, each user with every member GitHub sent, in its order (with --full, its profile\'s); with <fields>, only those (see JSON FIELDS)'
complete -c gh-users -n "__gh_users_at 'gh-users list'" -l jq -x -d 'Filter the JSON through jq\'s <expression> (needs --json, and jq installed): strings print as they are, one result a line'
complete -c gh-users -n "__gh_users_at 'gh-users list'" -l full -d 'Add each user\'s whole profile (name, company, location, counts, dates): 100 users a GraphQL query with a token, else 1 request a user'
complete -c gh-users -n "__gh_users_at 'gh-users show'" -l json -d 'Print JSON with every member GitHub sent, in its order, an object for one login, an array for several; with <fields>, only those (see JSON FIELDS)'
complete -c gh-users -n "__gh_users_at 'gh-users show'" -l jq -x -d 'Filter the JSON through jq\'s <expression> (needs --json, and jq installed): strings print as they are, one result a line'
complete -c gh-users -n "__gh_users_at 'gh-users show'" -l concurrency -x -d 'Requests in flight at once, 1 to 50; at most 16 connections'
complete -c gh-users -n "__gh_users_at 'gh-users show'" -s w -l web -d 'Open the profile in the web browser instead (nothing is fetched); with no browser, print its URL'
complete -c gh-users -n "__gh_users_at 'gh-users search'" -l sort -x -a 'followers repositories joined' -d 'Sort by followers, repositories or joined'
complete -c gh-users -n "__gh_users_at 'gh-users search'" -l order -x -a 'asc desc' -d 'With --sort: asc or desc'
complete -c gh-users -n "__gh_users_at 'gh-users search'" -l limit -x -d 'Show at most this many users; past 1000, what GitHub serves of one search, the search is split as with --all'
complete -c gh-users -n "__gh_users_at 'gh-users search'" -l all -d 'Every matching user, oldest account first: the search is split by created: so each part stays under GitHub\'s 1000'
complete -c gh-users -n "__gh_users_at 'gh-users search'" -l resume -x -d 'With --all or --limit: go on at the point a stopped run\'s Resume line names'
complete -c gh-users -n "__gh_users_at 'gh-users search'" -l json -d 'Print GitHub\'s search object, {total_count, incomplete_results, items}, each item with every member GitHub sent (with --full, its profile\'s); with <fields>, only those in each item (see JSON FIELDS)'
complete -c gh-users -n "__gh_users_at 'gh-users search'" -l jq -x -d 'Filter the JSON through jq\'s <expression> (needs --json, and jq installed): strings print as they are, one result a line'
complete -c gh-users -n "__gh_users_at 'gh-users search'" -l full -d 'Add each user\'s whole profile (name, company, location, counts, dates): 100 users a GraphQL query with a token, else 1 request a user'
complete -c gh-users -n "__gh_users_at 'gh-users followers'" -l limit -x -d 'Follow next pages until this many users are listed'
complete -c gh-users -n "__gh_users_at 'gh-users followers'" -l all -d 'Follow next pages to the last user'
complete -c gh-users -n "__gh_users_at 'gh-users followers'" -l json -d 'Print a JSON array, each user with every member GitHub sent, in its order (with --full, its profile\'s); with <fields>, only those (see JSON FIELDS)'
complete -c gh-users -n "__gh_users_at 'gh-users followers'" -l jq -x -d 'Filter the JSON through jq\'s <expression> (needs --json, and jq installed): strings print as they are, one result a line'
complete -c gh-users -n "__gh_users_at 'gh-users followers'" -l full -d 'Add each user\'s whole profile (name, company, location, counts, dates): 100 users a GraphQL query with a token, else 1 request a user'
complete -c gh-users -n "__gh_users_at 'gh-users followers'" -l changes -d 'Print who arrived and who left since the last run with --changes, which keeps a snapshot of the whole list'
complete -c gh-users -n "__gh_users_at 'gh-users followers'" -l history -d 'List the snapshots --changes kept (the last 100): when, how many, how many arrived and left; nothing is sent'
complete -c gh-users -n "__gh_users_at 'gh-users followers'" -l since -x -d 'With --history, only snapshots from this day (YYYY-MM-DD) or time (RFC 3339) on'
complete -c gh-users -n "__gh_users_at 'gh-users following'" -l limit -x -d 'Follow next pages until this many users are listed'
complete -c gh-users -n "__gh_users_at 'gh-users following'" -l all -d 'Follow next pages to the last user'
complete -c gh-users -n "__gh_users_at 'gh-users following'" -l json -d 'Print a JSON array, each user with every member GitHub sent, in its order (with --full, its profile\'s); with <fields>, only those (see JSON FIELDS)'
complete -c gh-users -n "__gh_users_at 'gh-users following'" -l jq -x -d 'Filter the JSON through jq\'s <expression> (needs --json, and jq installed): strings print as they are, one result a line'
complete -c gh-users -n "__gh_users_at 'gh-users following'" -l full -d 'Add each user\'s whole profile (name, company, location, counts, dates): 100 users a GraphQL query with a token, else 1 request a user'
complete -c gh-users -n "__gh_users_at 'gh-users following'" -l changes -d 'Print who arrived and who left since the last run with --changes, which keeps a snapshot of the whole list'
complete -c gh-users -n "__gh_users_at 'gh-users following'" -l history -d 'List the snapshots --changes kept (the last 100): when, how many, how many arrived and left; nothing is sent'
complete -c gh-users -n "__gh_users_at 'gh-users following'" -l since -x -d 'With --history, only snapshots from this day (YYYY-MM-DD) or time (RFC 3339) on'
complete -c gh-users -n "__gh_users_at 'gh-users relations'" -l mutual -d 'Users who follow <login> and whom <login> follows'
complete -c gh-users -n "__gh_users_at 'gh-users relations'" -l followers-only -d 'Users who follow <login>, not followed back'
complete -c gh-users -n "__gh_users_at 'gh-users relations'" -l following-only -d 'Users <login> follows who do not follow back'
complete -c gh-users -n "__gh_users_at 'gh-users relations'" -l limit -x -d 'Print at most this many users'
complete -c gh-users -n "__gh_users_at 'gh-users relations'" -l json -d 'Print a JSON array, each user with every member GitHub sent, in its order (with --full, its profile\'s); with <fields>, only those (see JSON FIELDS)'
complete -c gh-users -n "__gh_users_at 'gh-users relations'" -l jq -x -d 'Filter the JSON through jq\'s <expression> (needs --json, and jq installed): strings print as they are, one result a line'
complete -c gh-users -n "__gh_users_at 'gh-users relations'" -l full -d 'Add each user\'s whole profile (name, company, location, counts, dates): 100 users a GraphQL query with a token, else 1 request a user'
complete -c gh-users -n "__gh_users_at 'gh-users relations'" -l follow -d 'With @me and --followers-only: follow them back, after showing the plan (see FOLLOWING BACK)'
complete -c gh-users -n "__gh_users_at 'gh-users relations'" -l unfollow -d 'With @me and --following-only: stop following them, after showing the plan'
complete -c gh-users -n "__gh_users_at 'gh-users relations'" -l yes -d 'Go ahead without asking; needed when standard input or error is not a terminal (logins named one by one need no asking)'
complete -c gh-users -n "__gh_users_at 'gh-users relations'" -l dry-run -d 'Print the plan (with --json, as JSON) and change nothing'
complete -c gh-users -n "__gh_users_at 'gh-users follow'" -l journal -d 'List the runs of changes the journal keeps for this host, newest last'
complete -c gh-users -n "__gh_users_at 'gh-users follow'" -l resume -x -d 'Go on with a run that stopped part-way; a change it may have sent is asked about first'
complete -c gh-users -n "__gh_users_at 'gh-users follow'" -l undo -x -d 'Reverse the changes a run made, previewed and paced as any plan'
complete -c gh-users -n "__gh_users_at 'gh-users follow'" -l yes -d 'Go ahead without asking; needed when standard input or error is not a terminal (logins named one by one need no asking)'
complete -c gh-users -n "__gh_users_at 'gh-users follow'" -l dry-run -d 'Print the plan (with --json, as JSON) and change nothing'
complete -c gh-users -n "__gh_users_at 'gh-users follow'" -l json -d 'With --journal, print the runs as JSON; with --dry-run, the plan'
complete -c gh-users -n "__gh_users_at 'gh-users follow'" -l jq -x -d 'Filter the JSON through jq\'s <expression> (needs --json, and jq installed): strings print as they are, one result a line'
complete -c gh-users -n "__gh_users_at 'gh-users unfollow'" -l journal -d 'List the runs of changes the journal keeps for this host, newest last'
complete -c gh-users -n "__gh_users_at 'gh-users unfollow'" -l resume -x -d 'Go on with a run that stopped part-way; a change it may have sent is asked about first'
complete -c gh-users -n "__gh_users_at 'gh-users unfollow'" -l undo -x -d 'Reverse the changes a run made, previewed and paced as any plan'
complete -c gh-users -n "__gh_users_at 'gh-users unfollow'" -l yes -d 'Go ahead without asking; needed when standard input or error is not a terminal (logins named one by one need no asking)'
complete -c gh-users -n "__gh_users_at 'gh-users unfollow'" -l dry-run -d 'Print the plan (with --json, as JSON) and change nothing'
complete -c gh-users -n "__gh_users_at 'gh-users unfollow'" -l json -d 'With --journal, print the runs as JSON; with --dry-run, the plan'
complete -c gh-users -n "__gh_users_at 'gh-users unfollow'" -l jq -x -d 'Filter the JSON through jq\'s <expression> (needs --json, and jq installed): strings print as they are, one result a line'
complete -c gh-users -n "__gh_users_at 'gh-users orgs'" -l limit -x -d 'Follow next pages until this many organizations are listed'
complete -c gh-users -n "__gh_users_at 'gh-users orgs'" -l all -d 'Follow next pages to the end of the list'
complete -c gh-users -n "__gh_users_at 'gh-users orgs'" -l json -d 'Print a JSON array, each organization with every member GitHub sent; with <fields>, only those (see JSON FIELDS)'
complete -c gh-users -n "__gh_users_at 'gh-users orgs'" -l jq -x -d 'Filter the JSON through jq\'s <expression> (needs --json, and jq installed): strings print as they are, one result a line'
complete -c gh-users -n "__gh_users_at 'gh-users members'" -l role -x -a 'admin member' -d 'Only owners (admin) or only members who are not owners (member)'
complete -c gh-users -n "__gh_users_at 'gh-users members'" -l limit -x -d 'Follow next pages until this many users are listed'
complete -c gh-users -n "__gh_users_at 'gh-users members'" -l all -d 'Follow next pages to the last user'
complete -c gh-users -n "__gh_users_at 'gh-users members'" -l json -d 'Print a JSON array, each user with every member GitHub sent, in its order (with --full, its profile\'s); with <fields>, only those (see JSON FIELDS)'
complete -c gh-users -n "__gh_users_at 'gh-users members'" -l jq -x -d 'Filter the JSON through jq\'s <expression> (needs --json, and jq installed): strings print as they are, one result a line'
complete -c gh-users -n "__gh_users_at 'gh-users members'" -l full -d 'Add each user\'s whole profile (name, company, location, counts, dates): 100 users a GraphQL query with a token, else 1 request a user'
complete -c gh-users -n "__gh_users_at 'gh-users repos'" -l sort -x -a 'created updated pushed full_name' -d 'Sort by created, updated, pushed (newest first) or full_name'
complete -c gh-users -n "__gh_users_at 'gh-users repos'" -l limit -x -d 'Follow next pages until this many repositories are listed'
complete -c gh-users -n "__gh_users_at 'gh-users repos'" -l all -d 'Follow next pages to the last repository'
complete -c gh-users -n "__gh_users_at 'gh-users repos'" -l json -d 'Print a JSON array, each repository with every member GitHub sent; with <fields>, only those (see JSON FIELDS)'
complete -c gh-users -n "__gh_users_at 'gh-users repos'" -l jq -x -d 'Filter the JSON through jq\'s <expression> (needs --json, and jq installed): strings print as they are, one result a line'
complete -c gh-users -n "__gh_users_at 'gh-users repos'" -s w -l web -d 'Open the user\'s repositories in the web browser instead (nothing is fetched); with no browser, print the URL'
complete -c gh-users -n "__gh_users_at 'gh-users starred'" -l limit -x -d 'Follow next pages until this many repositories are listed'
complete -c gh-users -n "__gh_users_at 'gh-users starred'" -l all -d 'Follow next pages to the end of the list'
complete -c gh-users -n "__gh_users_at 'gh-users starred'" -l json -d 'Print a JSON array, each repository with every member GitHub sent; with <fields>, only those (see JSON FIELDS)'
complete -c gh-users -n "__gh_users_at 'gh-users starred'" -l jq -x -d 'Filter the JSON through jq\'s <expression> (needs --json, and jq installed): strings print as they are, one result a line'
complete -c gh-users -n "__gh_users_at 'gh-users trending'" -l language -x -d 'Only repositories in this language, as GitHub names it: swift, go, "visual basic"'
complete -c gh-users -n "__gh_users_at 'gh-users trending'" -l created-after -x -d 'Only repositories created after this day, written YYYY-MM-DD'
complete -c gh-users -n "__gh_users_at 'gh-users trending'" -l period -x -a 'day week month year all' -d 'Only repositories created in the last day, week (7 days), month (30 days) or year (365 days), by UTC; all: of any age'
complete -c gh-users -n "__gh_users_at 'gh-users trending'" -l limit -x -d 'Show this many repositories, 1 to 1000; GitHub serves no more than 1000'
complete -c gh-users -n "__gh_users_at 'gh-users trending'" -l expanded -d 'Show each repository\'s description and URL beneath it'
complete -c gh-users -n "__gh_users_at 'gh-users trending'" -l json -d 'Print a JSON array, most stars first, each repository with every member GitHub sent; with <fields>, only those (see JSON FIELDS)'
complete -c gh-users -n "__gh_users_at 'gh-users trending'" -l jq -x -d 'Filter the JSON through jq\'s <expression> (needs --json, and jq installed): strings print as they are, one result a line'
complete -c gh-users -n "__gh_users_at 'gh-users fav' 0" -a 'add' -d 'Add users to your favorites'
complete -c gh-users -n "__gh_users_at 'gh-users fav' 0" -a 'remove' -d 'Remove users from your favorites'
complete -c gh-users -n "__gh_users_at 'gh-users fav' 0" -a 'list' -d 'List your favorite users'
complete -c gh-users -n "__gh_users_at 'gh-users fav remove'" -a '(__gh_users_favorites)'
complete -c gh-users -n "__gh_users_at 'gh-users fav list'" -l filter -x -d 'Show only favorites whose login or name contains this text, ignoring case'
complete -c gh-users -n "__gh_users_at 'gh-users fav list'" -l this-host -d 'Show only the favorites of the API host in use (see --api-url), as fav add and fav remove see them'
complete -c gh-users -n "__gh_users_at 'gh-users fav list'" -l json -d 'Print a JSON array: id, host, login, name, avatar_url, html_url, added_at; with <fields>, only those (see JSON FIELDS)'
complete -c gh-users -n "__gh_users_at 'gh-users fav list'" -l jq -x -d 'Filter the JSON through jq\'s <expression> (needs --json, and jq installed): strings print as they are, one result a line'
complete -c gh-users -n "__gh_users_at 'gh-users status'" -l json -d 'Print a JSON object: host, api_url, api_url_source, server_version (a GitHub Enterprise Server\'s release, else null), token_source (null without a login) and rate_limits, each resource\'s limit, remaining and reset (RFC 3339, UTC); with <fields>, only those (see JSON FIELDS)'
complete -c gh-users -n "__gh_users_at 'gh-users status'" -l jq -x -d 'Filter the JSON through jq\'s <expression> (needs --json, and jq installed): strings print as they are, one result a line'
complete -c gh-users -n "__gh_users_at 'gh-users config' 0" -a 'list'
complete -c gh-users -n "__gh_users_at 'gh-users config' 0" -a 'get' -d 'get <key>'
complete -c gh-users -n "__gh_users_at 'gh-users config' 0" -a 'set' -d 'set <key> <value>'
complete -c gh-users -n "__gh_users_at 'gh-users config' 0" -a 'unset' -d 'unset <key>'
complete -c gh-users -n "__gh_users_at 'gh-users config list'" -l json -d 'With list: print a JSON array of {"key", "value", "source"} objects, and "variable" when one decided; with <fields>, only those (see JSON FIELDS)'
complete -c gh-users -n "__gh_users_at 'gh-users config list'" -l jq -x -d 'Filter the JSON through jq\'s <expression> (needs --json, and jq installed): strings print as they are, one result a line'
complete -c gh-users -n "__gh_users_at 'gh-users config get' 0" -a 'cache color per-page browse.mouse browse.preview browse.images browse.keys pager wait'
complete -c gh-users -n "__gh_users_at 'gh-users config set' 0" -a 'cache color per-page browse.mouse browse.preview browse.images browse.keys pager wait'
complete -c gh-users -n "__gh_users_at 'gh-users config set' 1 'cache'" -a 'on off'
complete -c gh-users -n "__gh_users_at 'gh-users config set' 1 'color'" -a 'auto always never'
complete -c gh-users -n "__gh_users_at 'gh-users config set' 1 'browse.mouse'" -a 'on off'
complete -c gh-users -n "__gh_users_at 'gh-users config set' 1 'browse.preview'" -a 'auto on off'
complete -c gh-users -n "__gh_users_at 'gh-users config set' 1 'browse.images'" -a 'auto off'
complete -c gh-users -n "__gh_users_at 'gh-users config set' 1 'wait'" -a 'never always'
complete -c gh-users -n "__gh_users_at 'gh-users config unset' 0" -a 'cache color per-page browse.mouse browse.preview browse.images browse.keys pager wait'
complete -c gh-users -n "__gh_users_at 'gh-users cache' 0" -a 'info' -d 'Print the cache\'s location, entries, size and ages'
complete -c gh-users -n "__gh_users_at 'gh-users cache' 0" -a 'clear' -d 'Remove every entry and the rate limits known spent'
complete -c gh-users -n "__gh_users_at 'gh-users cache info'" -l json -d 'With info: print a JSON object: location, entries, bytes, capacity_bytes, enabled, oldest_stored_at and newest_stored_at (RFC 3339, UTC, or null); with <fields>, only those (see JSON FIELDS)'
complete -c gh-users -n "__gh_users_at 'gh-users cache info'" -l jq -x -d 'Filter the JSON through jq\'s <expression> (needs --json, and jq installed): strings print as they are, one result a line'
complete -c gh-users -n "__gh_users_at 'gh-users completion' 0" -a 'bash zsh fish'
complete -c gh-users -n "__gh_users_at 'gh-users help' 0" -a 'browse' -d 'Browse GitHub users interactively, full screen'
complete -c gh-users -n "__gh_users_at 'gh-users help' 0" -a 'list' -d 'List GitHub users in the order they signed up, paged by id'
complete -c gh-users -n "__gh_users_at 'gh-users help' 0" -a 'show' -d 'Show GitHub user profiles'
complete -c gh-users -n "__gh_users_at 'gh-users help' 0" -a 'search' -d 'Search GitHub users'
complete -c gh-users -n "__gh_users_at 'gh-users help' 0" -a 'followers' -d 'List the users who follow a user'
complete -c gh-users -n "__gh_users_at 'gh-users help' 0" -a 'following' -d 'List the users a user follows'
complete -c gh-users -n "__gh_users_at 'gh-users help' 0" -a 'relations' -d 'List who follows a user back, and who does not'
complete -c gh-users -n "__gh_users_at 'gh-users help' 0" -a 'follow' -d 'Follow GitHub users; list, resume or undo runs of changes'
complete -c gh-users -n "__gh_users_at 'gh-users help' 0" -a 'unfollow' -d 'Stop following GitHub users; list, resume or undo runs of changes'
complete -c gh-users -n "__gh_users_at 'gh-users help' 0" -a 'orgs' -d 'List the public organizations a user belongs to'
complete -c gh-users -n "__gh_users_at 'gh-users help' 0" -a 'members' -d 'List the members of an organization'
complete -c gh-users -n "__gh_users_at 'gh-users help' 0" -a 'repos' -d 'List a user\'s public repositories'
complete -c gh-users -n "__gh_users_at 'gh-users help' 0" -a 'starred' -d 'List the repositories a user starred'
complete -c gh-users -n "__gh_users_at 'gh-users help' 0" -a 'trending' -d 'Show the most-starred repositories'
complete -c gh-users -n "__gh_users_at 'gh-users help' 0" -a 'fav' -d 'Keep a list of favorite users'
complete -c gh-users -n "__gh_users_at 'gh-users help' 0" -a 'status' -d 'Show the API, the login in use and what is left of each rate limit'
complete -c gh-users -n "__gh_users_at 'gh-users help' 0" -a 'config' -d 'Show or change settings'
complete -c gh-users -n "__gh_users_at 'gh-users help' 0" -a 'cache' -d 'Show or clear the HTTP cache'
complete -c gh-users -n "__gh_users_at 'gh-users help' 0" -a 'completion' -d 'Print a shell completion script'
complete -c gh-users -n "__gh_users_at 'gh-users help' 0" -a 'version' -d 'Show the version, the build and the HTTP transport'
complete -c gh-users -n "__gh_users_at 'gh-users help' 0" -a 'environment' -d 'Environment variables gh-users reads'
complete -c gh-users -n "__gh_users_at 'gh-users help fav' 0" -a 'add' -d 'Add users to your favorites'
complete -c gh-users -n "__gh_users_at 'gh-users help fav' 0" -a 'remove' -d 'Remove users from your favorites'
complete -c gh-users -n "__gh_users_at 'gh-users help fav' 0" -a 'list' -d 'List your favorite users'
complete -c gh-users -n "__gh_users_at 'gh-users help config' 0" -a 'list'
complete -c gh-users -n "__gh_users_at 'gh-users help config' 0" -a 'get' -d 'get <key>'
complete -c gh-users -n "__gh_users_at 'gh-users help config' 0" -a 'set' -d 'set <key> <value>'
complete -c gh-users -n "__gh_users_at 'gh-users help config' 0" -a 'unset' -d 'unset <key>'
complete -c gh-users -n "__gh_users_at 'gh-users help cache' 0" -a 'info' -d 'Print the cache\'s location, entries, size and ages'
complete -c gh-users -n "__gh_users_at 'gh-users help cache' 0" -a 'clear' -d 'Remove every entry and the rate limits known spent'
