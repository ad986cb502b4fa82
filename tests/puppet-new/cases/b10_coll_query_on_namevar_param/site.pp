@package { 'p1': name => 'vim' }
@package { 'p2': name => 'emacs' }
Package <| name == 'vim' |>
