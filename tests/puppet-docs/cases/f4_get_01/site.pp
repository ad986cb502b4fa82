#get($facts, 'os.family')
$facts.get('os.family')
