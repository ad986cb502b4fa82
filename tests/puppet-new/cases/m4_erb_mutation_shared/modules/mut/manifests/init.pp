class mut (
  Array $opts          = ['-a'],
  Hash $defaults       = { '-b' => '-b2', '-a' => '-a9' },
  Array[Hash] $entries = [{ 'name' => 'one', 'x' => 1 }, { 'name' => 'two', 'y' => 2 }],
) {
  contain mut::render
  $other = ['-a']
}
