notify { join([$facts['os']['family'], $facts['kernel']], '/'): }
