notify { a: }
Notify["a"] { message +> "x" }
Notify <| |> { tag +> "y" }
