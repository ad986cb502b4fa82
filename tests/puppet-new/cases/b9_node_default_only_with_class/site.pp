class base { notify { "hi ${trusted_free}": } }
$trusted_free = 'x'
node default { include base }
