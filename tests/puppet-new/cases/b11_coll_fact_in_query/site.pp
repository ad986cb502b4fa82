@notify { 'Linux': }
@notify { 'Windows': }
Notify <| title == $facts['kernel'] |>
