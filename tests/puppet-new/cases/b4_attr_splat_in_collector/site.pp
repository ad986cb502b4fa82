notify { 'x': }
Notify <| |> { * => {'message' => 'coll'} }
