node /db/ { notice('regex') }
node 'db.example.com' { notice('exact') }
