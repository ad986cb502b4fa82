include congress::client
