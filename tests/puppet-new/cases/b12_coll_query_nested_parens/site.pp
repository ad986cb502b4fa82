@notify { 'a': message => 'x', tag => ['t1'] }
@notify { 'b': message => 'y', tag => ['t2'] }
@notify { 'c': message => 'x', tag => ['t2'] }
Notify <| (message == 'x' and (tag == 't2' or title == 'a')) and title != 'zzz' |>
