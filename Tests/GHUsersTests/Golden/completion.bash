# bash completion for gh-users, printed by `gh-users completion bash`.
#
# Words are read whole, from COMP_LINE: a URL after --api-url keeps its ':' and --color=al
# completes its value, with or without the bash-completion package. Each subcommand, at every
# level, offers its own options and the global ones.

# _gh_users_split LINE: LINE's words as the shell reads them, quotes and backslashes removed,
# into the array _gh_users_words; the last one is the word being completed, maybe empty.
_gh_users_split() {
    local line=$1 word= quote= char i started=
    _gh_users_words=()
    for ((i = 0; i < ${#line}; i++)); do
        char=${line:i:1}
        if [[ $quote == "'" ]]; then
            if [[ $char == "'" ]]; then quote=; else word+=$char; fi
        elif [[ $quote == '"' ]]; then
            if [[ $char == '"' ]]; then
                quote=
            elif [[ $char == '\' && ${line:i+1:1} == [\"\\\$\`] ]]; then
                i=$((i + 1))
                word+=${line:i:1}
            else
                word+=$char
            fi
        elif [[ $char == "'" || $char == '"' ]]; then
            quote=$char started=1
        elif [[ $char == '\' ]]; then
            i=$((i + 1))
            word+=${line:i:1} started=1
        elif [[ $char == [[:space:]] ]]; then
            [[ -n $started ]] && _gh_users_words+=("$word")
            word= started=
        else
            word+=$char started=1
        fi
    done
    _gh_users_words+=("$word")
}

# _gh_users_favorites: sets choices to the logins of the favorites of the API host in use, as
# the program on the line lists them (fav list --this-host), with the line's --api-url.
_gh_users_favorites() {
    local login rest
    choices=
    while IFS=$'\t' read -r login rest; do
        choices+=" $login"
    done < <("$_gh_users_program" ${_gh_users_api_url:+--api-url "$_gh_users_api_url"} fav list --this-host 2>/dev/null)
}

# _gh_users_takes_value PATH WORD: whether WORD is an option that takes a value under PATH, a
# subcommand path such as 'gh-users fav list'.
_gh_users_takes_value() {
    case "$1/$2" in
        */'--api-url' | */'--color') return 0 ;;
        'gh-users browse/--search' | 'gh-users browse/--since' | 'gh-users browse/--language') return 0 ;;
        'gh-users list/--since' | 'gh-users list/--per-page' | 'gh-users list/--limit' | 'gh-users list/--jq') return 0 ;;
        'gh-users show/--jq' | 'gh-users show/--concurrency') return 0 ;;
        'gh-users search/--sort' | 'gh-users search/--order' | 'gh-users search/--limit' | 'gh-users search/--resume' | 'gh-users search/--jq') return 0 ;;
        'gh-users followers/--limit' | 'gh-users followers/--jq' | 'gh-users followers/--since') return 0 ;;
        'gh-users following/--limit' | 'gh-users following/--jq' | 'gh-users following/--since') return 0 ;;
        'gh-users relations/--limit' | 'gh-users relations/--jq') return 0 ;;
        'gh-users follow/--resume' | 'gh-users follow/--undo' | 'gh-users follow/--jq') return 0 ;;
        'gh-users unfollow/--resume' | 'gh-users unfollow/--undo' | 'gh-users unfollow/--jq') return 0 ;;
        'gh-users orgs/--limit' | 'gh-users orgs/--jq') return 0 ;;
        'gh-users members/--role' | 'gh-users members/--limit' | 'gh-users members/--jq') return 0 ;;
        'gh-users repos/--sort' | 'gh-users repos/--limit' | 'gh-users repos/--jq') return 0 ;;
        'gh-users starred/--limit' | 'gh-users starred/--jq') return 0 ;;
        'gh-users trending/--language' | 'gh-users trending/--created-after' | 'gh-users trending/--period' | 'gh-users trending/--limit' | 'gh-users trending/--jq') return 0 ;;
        'gh-users fav list/--filter' | 'gh-users fav list/--jq') return 0 ;;
        'gh-users status/--jq') return 0 ;;
        'gh-users config list/--jq') return 0 ;;
        'gh-users cache info/--jq') return 0 ;;
    esac
    return 1
}

# _gh_users_option_choices PATH OPTION: sets choices to the values OPTION takes under PATH, when
# they are a fixed set; returns 1 when they are not.
_gh_users_option_choices() {
    case "$1/$2" in
        */'--color') choices='auto always never' ;;
        'gh-users search/--sort') choices='followers repositories joined' ;;
        'gh-users search/--order') choices='asc desc' ;;
        'gh-users members/--role') choices='admin member' ;;
        'gh-users repos/--sort') choices='created updated pushed full_name' ;;
        'gh-users trending/--period') choices='day week month year all' ;;
        *) return 1 ;;
    esac
}

# _gh_users_options PATH: sets choices to the options PATH accepts, its own and the global ones.
_gh_users_options() {
    case "$1" in
        'gh-users browse') choices='--search --trending --favorites --since --language --mouse' ;;
        'gh-users list') choices='--since --per-page --limit --all --json --jq --full' ;;
        'gh-users show') choices='--json --jq --concurrency -w --web' ;;
        'gh-users search') choices='--sort --order --limit --all --resume --json --jq --full' ;;
        'gh-users followers') choices='--limit --all --json --jq --full --changes --history --since' ;;
        'gh-users following') choices='--limit --all --json --jq --full --changes --history --since' ;;
        'gh-users relations') choices='--mutual --followers-only --following-only --limit --json --jq --full --follow --unfollow --yes --dry-run' ;;
        'gh-users follow') choices='--journal --resume --undo --yes --dry-run --json --jq' ;;
        'gh-users unfollow') choices='--journal --resume --undo --yes --dry-run --json --jq' ;;
        'gh-users orgs') choices='--limit --all --json --jq' ;;
        'gh-users members') choices='--role --limit --all --json --jq --full' ;;
        'gh-users repos') choices='--sort --limit --all --json --jq -w --web' ;;
        'gh-users starred') choices='--limit --all --json --jq' ;;
        'gh-users trending') choices='--language --created-after --period --limit --expanded --json --jq' ;;
        'gh-users fav list') choices='--filter --this-host --json --jq' ;;
        'gh-users status') choices='--json --jq' ;;
        'gh-users config list') choices='--json --jq' ;;
        'gh-users cache info') choices='--json --jq' ;;
        *) choices= ;;
    esac
    choices+=' --api-url --color -v --verbose --offline --no-cache --wait --no-pager --version -h --help'
}

# _gh_users_arguments PATH COUNT PREVIOUS: sets choices to what the argument after COUNT others
# takes under PATH (PREVIOUS is the one before it): subcommands, fixed values, or the options
# once no argument is left; nothing for free text.
_gh_users_arguments() {
    case "$1" in
        'gh-users')
            case $2 in
                0) choices='browse list show search followers following relations follow unfollow orgs members repos starred trending fav status config cache completion version help' ;;
                *) choices= ;;
            esac
            ;;
        'gh-users browse')
            case $2 in
                0) choices= ;;
                *) _gh_users_options "$1" ;;
            esac
            ;;
        'gh-users list')
            _gh_users_options "$1"
            ;;
        'gh-users show')
            choices=
            ;;
        'gh-users search')
            case $2 in
                0) choices= ;;
                *) _gh_users_options "$1" ;;
            esac
            ;;
        'gh-users followers')
            case $2 in
                0) choices= ;;
                *) _gh_users_options "$1" ;;
            esac
            ;;
        'gh-users following')
            case $2 in
                0) choices= ;;
                *) _gh_users_options "$1" ;;
            esac
            ;;
        'gh-users relations')
            case $2 in
                0) choices= ;;
                *) _gh_users_options "$1" ;;
            esac
            ;;
        'gh-users follow')
            choices=
            ;;
        'gh-users unfollow')
            choices=
            ;;
        'gh-users orgs')
            case $2 in
                0) choices= ;;
                *) _gh_users_options "$1" ;;
            esac
            ;;
        'gh-users members')
            case $2 in
                0) choices= ;;
                *) _gh_users_options "$1" ;;
            esac
            ;;
        'gh-users repos')
            case $2 in
                0) choices= ;;
                *) _gh_users_options "$1" ;;
            esac
            ;;
        'gh-users starred')
            case $2 in
                0) choices= ;;
                *) _gh_users_options "$1" ;;
            esac
            ;;
        'gh-users trending')
            _gh_users_options "$1"
            ;;
        'gh-users fav')
            case $2 in
                0) choices='add remove list' ;;
                *) choices= ;;
            esac
            ;;
        'gh-users fav add')
            choices=
            ;;
        'gh-users fav remove')
            _gh_users_favorites
            ;;
        'gh-users fav list')
            _gh_users_options "$1"
            ;;
        'gh-users status')
            _gh_users_options "$1"
            ;;
        'gh-users config')
            case $2 in
                0) choices='list get set unset' ;;
                *) choices= ;;
            esac
            ;;
        'gh-users config list')
            _gh_users_options "$1"
            ;;
        'gh-users config get')
            case $2 in
                0) choices='cache color per-page browse.mouse browse.preview browse.images browse.keys pager wait' ;;
                *) _gh_users_options "$1" ;;
            esac
            ;;
        'gh-users config set')
            case $2 in
                0) choices='cache color per-page browse.mouse browse.preview browse.images browse.keys pager wait' ;;
                1) case $3 in
                    'cache') choices='on off' ;;
                    'color') choices='auto always never' ;;
                    'browse.mouse') choices='on off' ;;
                    'browse.preview') choices='auto on off' ;;
                    'browse.images') choices='auto off' ;;
                    'wait') choices='never always' ;;
                    *) choices= ;;
                esac ;;
                *) _gh_users_options "$1" ;;
            esac
            ;;
        'gh-users config unset')
            case $2 in
                0) choices='cache color per-page browse.mouse browse.preview browse.images browse.keys pager wait' ;;
                *) _gh_users_options "$1" ;;
            esac
            ;;
        'gh-users cache')
            case $2 in
                0) choices='info clear' ;;
                *) choices= ;;
            esac
            ;;
        'gh-users cache info')
            _gh_users_options "$1"
            ;;
        'gh-users cache clear')
            _gh_users_options "$1"
            ;;
        'gh-users completion')
            case $2 in
                0) choices='bash zsh fish' ;;
                *) _gh_users_options "$1" ;;
            esac
            ;;
        'gh-users version')
            _gh_users_options "$1"
            ;;
        'gh-users help')
            case $2 in
                0) choices='browse list show search followers following relations follow unfollow orgs members repos starred trending fav status config cache completion version environment' ;;
                *) choices= ;;
            esac
            ;;
        'gh-users help browse')
            _gh_users_options "$1"
            ;;
        'gh-users help list')
            _gh_users_options "$1"
            ;;
        'gh-users help show')
            _gh_users_options "$1"
            ;;
        'gh-users help search')
            _gh_users_options "$1"
            ;;
        'gh-users help followers')
            _gh_users_options "$1"
            ;;
        'gh-users help following')
            _gh_users_options "$1"
            ;;
        'gh-users help relations')
            _gh_users_options "$1"
            ;;
        'gh-users help follow')
            _gh_users_options "$1"
            ;;
        'gh-users help unfollow')
            _gh_users_options "$1"
            ;;
        'gh-users help orgs')
            _gh_users_options "$1"
            ;;
        'gh-users help members')
            _gh_users_options "$1"
            ;;
        'gh-users help repos')
            _gh_users_options "$1"
            ;;
        'gh-users help starred')
            _gh_users_options "$1"
            ;;
        'gh-users help trending')
            _gh_users_options "$1"
            ;;
        'gh-users help fav')
            case $2 in
                0) choices='add remove list' ;;
                *) choices= ;;
            esac
            ;;
        'gh-users help fav add')
            _gh_users_options "$1"
            ;;
        'gh-users help fav remove')
            _gh_users_options "$1"
            ;;
        'gh-users help fav list')
            _gh_users_options "$1"
            ;;
        'gh-users help status')
            _gh_users_options "$1"
            ;;
        'gh-users help config')
            case $2 in
                0) choices='list get set unset' ;;
                *) choices= ;;
            esac
            ;;
        'gh-users help config list')
            _gh_users_options "$1"
            ;;
        'gh-users help config get')
            _gh_users_options "$1"
            ;;
        'gh-users help config set')
            _gh_users_options "$1"
            ;;
        'gh-users help config unset')
            _gh_users_options "$1"
            ;;
        'gh-users help cache')
            case $2 in
                0) choices='info clear' ;;
                *) choices= ;;
            esac
            ;;
        'gh-users help cache info')
            _gh_users_options "$1"
            ;;
        'gh-users help cache clear')
            _gh_users_options "$1"
            ;;
        'gh-users help completion')
            _gh_users_options "$1"
            ;;
        'gh-users help version')
            _gh_users_options "$1"
            ;;
        'gh-users help environment')
            _gh_users_options "$1"
            ;;
        *) choices= ;;
    esac
}

_gh_users() {
    # The words come from the line itself, not COMP_WORDS, which bash splits at ':' and '='. (The
    # bash-completion package's _get_comp_words_by_ref -n =: would join them again but keeps
    # quotes in the words, so it is not used even when it is loaded.)
    local cur cword words=() choices= reply=() _gh_users_words
    _gh_users_split "${COMP_LINE:0:COMP_POINT}"
    words=("${_gh_users_words[@]}")
    cword=$((${#words[@]} - 1))
    cur=${words[cword]}
    # The subcommand path: the first word that is neither an option nor an option's value picks a
    # subcommand, and so on down; the words after it are its arguments.
    local path=gh-users count=0 previous= word i ended= value_of=
    local _gh_users_program=${words[0]} _gh_users_api_url=
    for ((i = 1; i < cword; i++)); do
        word=${words[i]}
        if [[ -z $ended && $word == -?* ]]; then
            [[ $word == --api-url=* ]] && _gh_users_api_url=${word#*=}
            [[ $word == --api-url ]] && _gh_users_api_url=${words[i + 1]}
            if [[ $word == -- ]]; then
                ended=1
            elif _gh_users_takes_value "$path" "$word"; then
                ((i + 1 == cword)) && value_of=$word
                i=$((i + 1))
            fi
            continue
        fi
        if ((count == 0)); then
            case "$path/$word" in
                'gh-users/browse') path='gh-users browse'; continue ;;
                'gh-users/list') path='gh-users list'; continue ;;
                'gh-users/show') path='gh-users show'; continue ;;
                'gh-users/search') path='gh-users search'; continue ;;
                'gh-users/followers') path='gh-users followers'; continue ;;
                'gh-users/following') path='gh-users following'; continue ;;
                'gh-users/relations') path='gh-users relations'; continue ;;
                'gh-users/follow') path='gh-users follow'; continue ;;
                'gh-users/unfollow') path='gh-users unfollow'; continue ;;
                'gh-users/orgs') path='gh-users orgs'; continue ;;
                'gh-users/members') path='gh-users members'; continue ;;
                'gh-users/repos') path='gh-users repos'; continue ;;
                'gh-users/starred') path='gh-users starred'; continue ;;
                'gh-users/trending') path='gh-users trending'; continue ;;
                'gh-users/fav') path='gh-users fav'; continue ;;
                'gh-users/status') path='gh-users status'; continue ;;
                'gh-users/config') path='gh-users config'; continue ;;
                'gh-users/cache') path='gh-users cache'; continue ;;
                'gh-users/completion') path='gh-users completion'; continue ;;
                'gh-users/version') path='gh-users version'; continue ;;
                'gh-users/help') path='gh-users help'; continue ;;
                'gh-users fav/add') path='gh-users fav add'; continue ;;
                'gh-users fav/remove') path='gh-users fav remove'; continue ;;
                'gh-users fav/list') path='gh-users fav list'; continue ;;
                'gh-users fav/ls') path='gh-users fav list'; continue ;;
                'gh-users fav/rm') path='gh-users fav remove'; continue ;;
                'gh-users config/list') path='gh-users config list'; continue ;;
                'gh-users config/get') path='gh-users config get'; continue ;;
                'gh-users config/set') path='gh-users config set'; continue ;;
                'gh-users config/unset') path='gh-users config unset'; continue ;;
                'gh-users cache/info') path='gh-users cache info'; continue ;;
                'gh-users cache/clear') path='gh-users cache clear'; continue ;;
                'gh-users help/browse') path='gh-users help browse'; continue ;;
                'gh-users help/list') path='gh-users help list'; continue ;;
                'gh-users help/show') path='gh-users help show'; continue ;;
                'gh-users help/search') path='gh-users help search'; continue ;;
                'gh-users help/followers') path='gh-users help followers'; continue ;;
                'gh-users help/following') path='gh-users help following'; continue ;;
                'gh-users help/relations') path='gh-users help relations'; continue ;;
                'gh-users help/follow') path='gh-users help follow'; continue ;;
                'gh-users help/unfollow') path='gh-users help unfollow'; continue ;;
                'gh-users help/orgs') path='gh-users help orgs'; continue ;;
                'gh-users help/members') path='gh-users help members'; continue ;;
                'gh-users help/repos') path='gh-users help repos'; continue ;;
                'gh-users help/starred') path='gh-users help starred'; continue ;;
                'gh-users help/trending') path='gh-users help trending'; continue ;;
                'gh-users help/fav') path='gh-users help fav'; continue ;;
                'gh-users help/status') path='gh-users help status'; continue ;;
                'gh-users help/config') path='gh-users help config'; continue ;;
                'gh-users help/cache') path='gh-users help cache'; continue ;;
                'gh-users help/completion') path='gh-users help completion'; continue ;;
                'gh-users help/version') path='gh-users help version'; continue ;;
                'gh-users help/environment') path='gh-users help environment'; continue ;;
                'gh-users help fav/add') path='gh-users help fav add'; continue ;;
                'gh-users help fav/remove') path='gh-users help fav remove'; continue ;;
                'gh-users help fav/list') path='gh-users help fav list'; continue ;;
                'gh-users help fav/ls') path='gh-users help fav list'; continue ;;
                'gh-users help fav/rm') path='gh-users help fav remove'; continue ;;
                'gh-users help config/list') path='gh-users help config list'; continue ;;
                'gh-users help config/get') path='gh-users help config get'; continue ;;
                'gh-users help config/set') path='gh-users help config set'; continue ;;
                'gh-users help config/unset') path='gh-users help config unset'; continue ;;
                'gh-users help cache/info') path='gh-users help cache info'; continue ;;
                'gh-users help cache/clear') path='gh-users help cache clear'; continue ;;
            esac
        fi
        previous=$word
        count=$((count + 1))
    done
    if [[ -n $value_of ]]; then
        _gh_users_option_choices "$path" "$value_of" && reply=($(compgen -W "$choices" -- "$cur"))
    elif [[ -z $ended && $cur == --*=* ]]; then
        _gh_users_option_choices "$path" "${cur%%=*}" && reply=($(compgen -P "${cur%%=*}=" -W "$choices" -- "${cur#*=}"))
    elif [[ -z $ended && $cur == -* ]]; then
        _gh_users_options "$path"
        reply=($(compgen -W "$choices" -- "$cur"))
    else
        _gh_users_arguments "$path" "$count" "$previous"
        reply=($(compgen -W "$choices" -- "$cur"))
    fi
    # bash replaces only the part of the word after its last COMP_WORDBREAKS character (after the
    # last ':' of a URL, after the '=' of --color=al): each candidate loses what comes before it.
    local keep=${#cur}
    while ((keep > 0)) && [[ $COMP_WORDBREAKS != *"${cur:keep-1:1}"* ]]; do
        keep=$((keep - 1))
    done
    COMPREPLY=("${reply[@]#"${cur:0:keep}"}")
}
complete -F _gh_users gh-users
