$data = { 'grp1' => ['a', 'b'], 'grp2' => ['c'] }
$data.each |$g, $members| {
  $members.each |$m| { notify { "${g}/${m}": tag => [$g] } }
}
Notify <| tag == 'grp1' |> { message => 'in-grp1' }
