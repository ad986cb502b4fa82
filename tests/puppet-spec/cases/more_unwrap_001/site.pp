      $sensitive = Sensitive.new("12345")
      notice("unwrapped value is ${sensitive.unwrap}")
