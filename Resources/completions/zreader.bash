# bash completion for zreader: its commands, the options each command takes, and the values of
# those whose values are a short list, a file or a directory. Needs no bash-completion package.
# Installed as share/bash-completion/completions/zreader; or `source` it from ~/.bashrc.
# Tests/ZReaderAppTests/CompletionScriptTests.swift checks it against the option table.

_zreader() {
    local cur=${COMP_WORDS[COMP_CWORD]}
    local prev=${COMP_WORDS[COMP_CWORD - 1]}
    # bash splits `--theme=ni` at the `=`: into `--theme`, `=` and `ni`.
    if [[ $cur == "=" ]]; then
        prev=${COMP_WORDS[COMP_CWORD - 1]}
        cur=""
    elif [[ $prev == "=" && $COMP_CWORD -ge 2 ]]; then
        prev=${COMP_WORDS[COMP_CWORD - 2]}
    fi

    local valued=" --api --cache-dir --data-dir --cache-mb --demo-delay --colors --ambiguous-width --images"
    valued+=" --graphics --cursor --image-cache-mb --days --theme --config "
    case $prev in
    --colors) _zreader_words "24bit 256 8 none" "$cur"; return ;;
    --images) _zreader_words "auto on off" "$cur"; return ;;
    --graphics) _zreader_words "auto kitty sixel cells" "$cur"; return ;;
    --cursor) _zreader_words "hidden visible" "$cur"; return ;;
    --theme) _zreader_words "terminal day night" "$cur"; return ;;
    --ambiguous-width) _zreader_words "1 2" "$cur"; return ;;
    --config) _zreader_files -f "$cur"; return ;;
    --cache-dir | --data-dir) _zreader_files -d "$cur"; return ;;
    --api | --cache-mb | --demo-delay | --image-cache-mb | --days) COMPREPLY=(); return ;;
    esac

    # The command so far, from the words before this one that are neither options nor their values.
    local command=read word i
    for ((i = 1; i < COMP_CWORD; i++)); do
        word=${COMP_WORDS[i]}
        if [[ $word == -* || $word == "=" ]]; then
            continue
        fi
        if [[ $i -ge 2 && $valued == *" ${COMP_WORDS[i - 1]} "* ]] \
            || [[ $i -ge 3 && ${COMP_WORDS[i - 1]} == "=" ]]; then
            continue
        fi
        case $command:$word in
        read:sync) command=sync ;;
        read:favourites) command=favourites ;;
        favourites:export) command=export ;;
        favourites:import) command=import ;;
        import:*) command=imported ;;
        esac
    done

    local everywhere="--cache-dir --data-dir --config -h --help -V --version"
    local options
    case $command in
    read)
        options="--offline --demo --api --cache-mb --demo-delay --no-mouse --cursor --no-title --colors"
        options+=" --ambiguous-width --images --graphics --image-cache-mb --json --days --theme --print-config"
        options+=" --probe-terminal $everywhere"
        ;;
    sync) options="--api --cache-mb --days --no-bodies --no-comments --no-pictures --image-cache-mb $everywhere" ;;
    favourites) options="$everywhere" ;;
    export) options="--json --markdown $everywhere" ;;
    import | imported) options="$everywhere" ;;
    esac
    if [[ $cur == -* ]]; then
        _zreader_words "$options" "$cur"
        return
    fi
    case $command in
    read) _zreader_words "sync favourites" "$cur" ;;
    favourites) _zreader_words "export import" "$cur" ;;
    import) _zreader_files -f "$cur" ;;
    *) COMPREPLY=() ;;
    esac
}

# The words of the list $1 that start with $2.
_zreader_words() {
    local IFS=$' \t\n'
    # shellcheck disable=SC2207
    COMPREPLY=($(compgen -W "$1" -- "$2"))
}

# Files (-f) or directories (-d) that start with $2, shown and quoted as file names.
_zreader_files() {
    local IFS=$'\n'
    # shellcheck disable=SC2207
    COMPREPLY=($(compgen "$1" -- "$2"))
    compopt -o filenames 2>/dev/null
}

complete -F _zreader zreader
