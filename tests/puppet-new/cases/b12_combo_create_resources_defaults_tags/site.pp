class cr {
  $h = { 'one' => { 'message' => '1' }, 'two' => { 'tag' => 'own' } }
  create_resources('notify', $h, { 'loglevel' => 'info', 'tag' => 'dflt' })
}
include cr
Notify <| tag == 'dflt' |> { message => 'collected' }
