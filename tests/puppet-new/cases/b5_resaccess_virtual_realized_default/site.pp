Notify { message=>by_default }
@notify { id: tag=>thisone }
Notify <| tag == thisone |>
notice(Notify[id][message])
