Notify <| tag == 'late' |>
class late { @notify { 'from-late': } }
include late
