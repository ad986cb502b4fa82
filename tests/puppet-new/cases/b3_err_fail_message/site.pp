fail("stop here: ${facts['kernel']}")
