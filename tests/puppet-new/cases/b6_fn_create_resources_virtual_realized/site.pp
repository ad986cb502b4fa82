create_resources('@notify', { 'v' => { 'message' => 'virt' } })
realize(Notify['v'])
