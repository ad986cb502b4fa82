include ipaclient
