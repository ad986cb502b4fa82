define wrapper() { notify { "inner-${title}": } }
@wrapper { 'w1': }
@wrapper { 'w2': }
Wrapper <| title == 'w2' |>
Notify <| tag == 'w1' |>
