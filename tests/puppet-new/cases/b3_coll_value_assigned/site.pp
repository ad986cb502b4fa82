@notify { 'a': }
$c = Notify <| |>
notice(type($c))
