      $non_sensitive = "12345"
      notice("value is still ${non_sensitive.unwrap}")
