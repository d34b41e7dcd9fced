"""The reliability contract's probe tables (one ``probes_<area>.py`` per area) and the capped runner."""
