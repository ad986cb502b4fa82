@notify { 'a': message => 'm', loglevel => 'info' }
@notify { 'b': message => 'm', loglevel => 'err' }
@notify { 'c': message => 'n', loglevel => 'info' }
Notify <| (message == 'm' and loglevel == 'err') or title == 'c' |>
