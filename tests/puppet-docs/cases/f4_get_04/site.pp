$x = [1, 2, { 'readme.md' => "This is a readme."}]
$x.get('2."readme.md"')
