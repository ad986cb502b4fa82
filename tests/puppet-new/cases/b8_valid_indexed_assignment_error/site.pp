$my_hash = {'one' => '1', 'two' => '2' }
$my_hash['one'] = '1.5'
