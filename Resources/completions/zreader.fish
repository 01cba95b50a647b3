# fish completion for zreader: its commands, the options each command takes, and the values of
# those whose values are a short list, a file or a directory. Installed as
# share/fish/vendor_completions.d/zreader.fish.
# Tests/ZReaderAppTests/CompletionScriptTests.swift checks it against the option table.

# The command so far: read, sync, favourites, export or import (then imported, once it has its
# FILE), from the words before the cursor that are neither options nor their values.
function __zreader_command
    set -l valued --api --cache-dir --data-dir --cache-mb --demo-delay --colors --ambiguous-width --images \
        --graphics --cursor --image-cache-mb --days --theme --config
    set -l command read
    set -l previous ""
    for word in (commandline -opc)[2..-1]
        if string match -q -- '-*' $word; or contains -- $previous $valued
            set previous $word
            continue
        end
        set previous $word
        switch $command:$word
            case read:sync
                set command sync
            case read:favourites
                set command favourites
            case favourites:export
                set command export
            case favourites:import
                set command import
            case 'import:*'
                set command imported
        end
    end
    echo $command
end

function __zreader_is
    contains -- (__zreader_command) $argv
end

complete -c zreader -f

complete -c zreader -n '__zreader_is read' -a sync -d 'Fetch days into the cache for reading offline'
complete -c zreader -n '__zreader_is read' -a favourites -d 'Export or import the favourites'
complete -c zreader -n '__zreader_is favourites' -a export -d 'Print the favourites'
complete -c zreader -n '__zreader_is favourites' -a import -d 'Add the favourites of an export'
complete -c zreader -n '__zreader_is import' -F

set -l every 'read sync favourites export import imported'
complete -c zreader -n "__zreader_is $every" -l cache-dir -x -a '(__fish_complete_directories)' -d 'Where the cache lives'
complete -c zreader -n "__zreader_is $every" -l data-dir -x -a '(__fish_complete_directories)' -d 'Where favourites and read marks live'
complete -c zreader -n "__zreader_is $every" -l config -r -F -d 'Read this config file'
complete -c zreader -n "__zreader_is $every" -s h -l help -d 'Print the help and exit'
complete -c zreader -n "__zreader_is $every" -s V -l version -d 'Print the version and exit'

complete -c zreader -n '__zreader_is read sync' -l api -x -d 'The API base URL'
complete -c zreader -n '__zreader_is read sync' -l cache-mb -x -d 'Cap the cache at N megabytes'
complete -c zreader -n '__zreader_is read sync' -l days -x -d 'Print N days when piped; with sync, fetch N days back'

complete -c zreader -n '__zreader_is read' -l offline -d 'Read the cache only; no requests'
complete -c zreader -n '__zreader_is read' -l demo -d 'Read the embedded demo edition only'
complete -c zreader -n '__zreader_is read' -l demo-delay -x -d 'Wait this long before every demo answer'
complete -c zreader -n '__zreader_is read' -l no-mouse -d 'Leave the mouse to the terminal'
complete -c zreader -n '__zreader_is read' -l cursor -x -a 'hidden visible' -d 'Show the cursor on the selected story'
complete -c zreader -n '__zreader_is read' -l no-title -d 'Leave the window title alone'
complete -c zreader -n '__zreader_is read' -l colors -x -a '24bit 256 8 none' -d 'Force the colour depth'
complete -c zreader -n '__zreader_is read' -l ambiguous-width -x -a '1 2' -d 'Columns of East Asian Ambiguous characters'
complete -c zreader -n '__zreader_is read' -l images -x -a 'auto on off' -d 'Pictures'
complete -c zreader -n '__zreader_is read' -l graphics -x -a 'auto kitty sixel cells' -d 'How pictures are drawn'
complete -c zreader -n '__zreader_is read sync' -l image-cache-mb -x -d 'Keep at most N MB of pictures'
complete -c zreader -n '__zreader_is read export' -l json -d 'JSON (when piped; with favourites export)'
complete -c zreader -n '__zreader_is read' -l theme -x -a 'terminal day night' -d 'Colours'
complete -c zreader -n '__zreader_is read' -l print-config -d 'Print the settings in effect as a config file'
complete -c zreader -n '__zreader_is read' -l probe-terminal -d 'Print what the terminal can do, and exit'

complete -c zreader -n '__zreader_is sync' -l no-bodies -d "Fetch the lists but not the stories' bodies"
complete -c zreader -n '__zreader_is sync' -l no-comments -d 'Fetch no comments'
complete -c zreader -n '__zreader_is sync' -l no-pictures -d 'Fetch no pictures'
complete -c zreader -n '__zreader_is export' -l markdown -d 'A Markdown list'
